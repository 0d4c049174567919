import { alerts, alertMatches, pages } from '@civicbrief/gateway-db';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../intake/identity';
import { matchesQuery, searchablePages, searchTsQuery } from '../search/search-conditions';

/** Rows of `db.execute` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The saved searches' filters as conditions on the alert's own columns, so one statement joins a batch of pages
 * with a batch of alerts. Each mirrors search/search-conditions.ts's filterConditions for one search (the same
 * slug prefix, tag and UTC day bounds); the matcher spec checks both give the same pages. The values were checked
 * when the alert was made (contracts' AlertSearch: [a-z0-9-] only), so the slug pattern has no regex characters.
 */
const alertFilters: SQL = sql`
  (${alerts.state} is null and ${alerts.city} is null
    or ${pages.slug} ~ ('^' || coalesce(${alerts.state}, '[a-z]{2}') || '/' || coalesce('[^/]+/' || ${alerts.city} || '/', '')))
  and (${alerts.meetingType} is null or ${pages.tags} @> array[${alerts.meetingType}])
  and (${alerts.fromDate} is null or ${pages.firstPublishedAt} >= (${alerts.fromDate}::timestamp at time zone 'UTC'))
  and (${alerts.toDate} is null or ${pages.firstPublishedAt} < ((${alerts.toDate} + 1)::timestamp at time zone 'UTC'))`;

/** One statement: the batch's pages x one batch of active alerts, matched by the search engine; each pair once. */
export async function matchBatch(
  tx: Tx,
  pageIds: string[],
  afterAlertId: string | null,
  limit: number,
): Promise<{ lastAlertId: string | null; matched: { id: number; alertId: string }[] }> {
  const batch = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select ${alerts.id} as id from ${alerts}
      where ${alerts.status} = 'active' ${afterAlertId ? sql`and ${alerts.id} > ${afterAlertId}` : sql``}
      order by ${alerts.id} limit ${limit}`),
  );
  if (batch.length === 0) return { lastAlertId: null, matched: [] };
  const alertIds = batch.map((row) => row.id);
  const matched = rowsOf<{ id: string | number; alert_id: string }>(
    await tx.execute(sql`
      insert into ${alertMatches} (alert_id, page_id)
      select ${alerts.id}, ${pages.id} from ${alerts} join ${pages} on ${pages.id} in ${pageIds}
      where ${alerts.id} in ${alertIds} and ${alerts.status} = 'active'
        and ${searchablePages()}
        and ${matchesQuery(searchTsQuery(sql`${alerts.query}`))}
        and ${alertFilters}
      on conflict (alert_id, page_id) do nothing
      returning id, alert_id`),
  );
  return {
    lastAlertId: alertIds[alertIds.length - 1],
    matched: matched.map((row) => ({ id: Number(row.id), alertId: row.alert_id })),
  };
}
