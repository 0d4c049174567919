import { sql } from 'drizzle-orm';
import { alertCursors, alertMatches, alerts, alertSeenPages, pages, type Database } from '@civicbrief/gateway-db';
import type { Tx } from '../intake/identity';
import { enqueue } from '../outbox/enqueue';
import { matchBatch, rowsOf } from './match-batch';

export const PAGES_CURSOR = 'pages';
/** New pages taken per run. */
export const PAGE_BATCH = 200;
/** Alerts joined with them per statement. */
export const ALERT_BATCH = 1000;
/**
 * How far behind the mark the matcher looks again: a page's updated_at is its writer's clock, and a transaction
 * that commits late can carry an earlier time than pages already read. Pages seen once are skipped.
 */
export const CURSOR_OVERLAP_MS = 10 * 60 * 1000;

export interface MatchRun {
  /** New published pages taken. */
  pages: number;
  /** Alert-page matches recorded. */
  matches: number;
  /** Immediate alert mails queued. */
  mails: number;
  /** Another run held the matcher: nothing done. */
  busy: boolean;
}

/** Newly published pages since the mark (not seen before), oldest first; marks them seen. */
async function takeNewPages(tx: Tx, limit: number): Promise<{ ids: string[]; mark: Date | null }> {
  const candidates = rowsOf<{ id: string; updated_at: string | Date }>(
    await tx.execute(sql`
      select ${pages.id} as id, ${pages.updatedAt} as updated_at from ${pages}
      where ${pages.status} = 'published'
        and ${pages.updatedAt} > coalesce((select ${alertCursors.mark} from ${alertCursors} where ${alertCursors.name} = ${PAGES_CURSOR}), 'epoch'::timestamptz)
          - ${CURSOR_OVERLAP_MS}::integer * interval '1 millisecond'
        and not exists (select 1 from ${alertSeenPages} where ${alertSeenPages.pageId} = ${pages.id})
      order by ${pages.updatedAt}, ${pages.id}
      limit ${limit}`),
  );
  if (candidates.length === 0) return { ids: [], mark: null };
  const ids = candidates.map((row) => row.id);
  await tx
    .insert(alertSeenPages)
    .values(ids.map((pageId) => ({ pageId })))
    .onConflictDoNothing();
  return { ids, mark: new Date(candidates[candidates.length - 1].updated_at) };
}

/**
 * Queues the mail of every immediate alert that matched in this run: one mail per alert listing this run's pages.
 * The matches carry the outbox row's key (delivery_key), written in the same transaction as the row.
 */
async function queueImmediate(tx: Tx, matched: { id: number; alertId: string }[]): Promise<number> {
  if (matched.length === 0) return 0;
  const immediate = rowsOf<{ alert_id: string; email: string; ids: (string | number)[] }>(
    await tx.execute(sql`
      select ${alertMatches.alertId} as alert_id, ${alerts.email} as email, array_agg(${alertMatches.id} order by ${alertMatches.id}) as ids
      from ${alertMatches} join ${alerts} on ${alerts.id} = ${alertMatches.alertId}
      where ${alertMatches.id} in ${matched.map((match) => match.id)} and ${alerts.frequency} = 'immediate' and ${alertMatches.deliveryKey} is null
      group by ${alertMatches.alertId}, ${alerts.email}`),
  );
  for (const row of immediate) {
    const ids = row.ids.map(Number);
    const key = `alert-matches:${row.alert_id}:${ids[0]}`;
    await tx.execute(sql`update ${alertMatches} set delivery_key = ${key} where ${alertMatches.id} in ${ids}`);
    await enqueue(tx, key, {
      kind: 'alert-mail',
      payload: { template: 'alert-matches', alertId: row.alert_id, to: row.email },
    });
  }
  return immediate.length;
}

/**
 * One run of the matcher: takes up to `pageBatch` pages published since the high-water mark and not seen before,
 * matches them against every active alert a batch of alerts at a time (one SQL join per batch, the GIN index on
 * pages.search and the search engine's own conditions), records the matches (UNIQUE alert_id, page_id) and queues
 * the immediate alerts' mails, all in one transaction: a crash leaves either everything or nothing, and a page is
 * never matched twice (re-imports and edits of a seen page are not news). One run at a time across gateways.
 */
export function matchNewPages(
  db: Database,
  options: { pageBatch?: number; alertBatch?: number } = {},
): Promise<MatchRun> {
  const { pageBatch = PAGE_BATCH, alertBatch = ALERT_BATCH } = options;
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('civicbrief:alerts:matcher')) as locked`),
    );
    if (!lock?.locked) return { pages: 0, matches: 0, mails: 0, busy: true };
    const { ids, mark } = await takeNewPages(tx, pageBatch);
    if (ids.length === 0) return { pages: 0, matches: 0, mails: 0, busy: false };
    let matches = 0;
    let mails = 0;
    let after: string | null = null;
    for (;;) {
      const { lastAlertId, matched } = await matchBatch(tx, ids, after, alertBatch);
      if (!lastAlertId) break;
      matches += matched.length;
      mails += await queueImmediate(tx, matched);
      after = lastAlertId;
    }
    await tx
      .insert(alertCursors)
      .values({ name: PAGES_CURSOR, mark: mark as Date })
      .onConflictDoUpdate({
        target: alertCursors.name,
        set: { mark: sql`greatest(${alertCursors.mark}, excluded.mark)` },
      });
    return { pages: ids.length, matches, mails, busy: false };
  });
}
