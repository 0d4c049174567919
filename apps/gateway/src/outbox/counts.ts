import type { OutboxCountsResult } from '@civicbrief/contracts';
import { eq, sql } from 'drizzle-orm';
import { outbox, type Database } from '@civicbrief/gateway-db';

/** Rows per status, and how long the oldest waiting row has waited (the lag operators watch). */
export async function countOutbox(db: Database): Promise<OutboxCountsResult> {
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::integer` })
    .from(outbox)
    .groupBy(outbox.status);
  const [oldest] = await db
    .select({ age: sql<number | null>`floor(extract(epoch from now() - min(${outbox.createdAt})))::integer` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    pending: count('pending'),
    delivered: count('delivered'),
    dead: count('dead'),
    oldestPendingAgeSeconds: oldest?.age ?? null,
  };
}
