import { sql } from 'drizzle-orm';
import { alertMatches, alerts, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';

/** Alerts whose digest is queued per run at most. */
export const DIGEST_BATCH = 100;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Queues the digests that are due at `now`: every active daily alert whose last digest (or confirmation) is a day
 * old, every weekly one a week old, with matches not yet sent, gets one mail listing them; an immediate alert with
 * unsent matches (its frequency was changed) gets them at once. The matches take the outbox row's key in the same
 * transaction as the row (so each is sent in exactly one mail); alerts locked by another gateway's run are skipped.
 */
export function queueDueDigests(db: Database, now = new Date(), limit = DIGEST_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const due = rowsOf<{ id: string; email: string; last_id: string | number }>(
      await tx.execute(sql`
        select ${alerts.id} as id, ${alerts.email} as email,
          (select max(${alertMatches.id}) from ${alertMatches} where ${alertMatches.alertId} = ${alerts.id} and ${alertMatches.deliveryKey} is null) as last_id
        from ${alerts}
        where ${alerts.status} = 'active'
          and (${alerts.frequency} = 'immediate'
            or coalesce(${alerts.lastDigestAt}, ${alerts.confirmedAt})
              <= ${at}::timestamptz - case when ${alerts.frequency} = 'weekly' then interval '7 days' else interval '1 day' end)
          and exists (select 1 from ${alertMatches} where ${alertMatches.alertId} = ${alerts.id} and ${alertMatches.deliveryKey} is null)
        order by ${alerts.id}
        limit ${limit}
        for update of ${alerts} skip locked`),
    );
    for (const alert of due) {
      const key = `alert-digest:${alert.id}:${alert.last_id}`;
      await tx.execute(sql`
        update ${alertMatches} set delivery_key = ${key}
        where ${alertMatches.alertId} = ${alert.id} and ${alertMatches.deliveryKey} is null and ${alertMatches.id} <= ${alert.last_id}`);
      await tx.execute(sql`update ${alerts} set last_digest_at = ${at}::timestamptz where ${alerts.id} = ${alert.id}`);
      await enqueue(tx, key, {
        kind: 'alert-mail',
        payload: { template: 'alert-matches', alertId: alert.id, to: alert.email },
      });
    }
    return due.length;
  });
}
