import { randomUUID } from 'node:crypto';
import { outbox, type Database, type OutboxRow } from '@civicbrief/gateway-db';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { OutboxKind } from './outbox-message';

// One statement: the rows are locked (others skip them) and leased (later claims skip them) together.
// The claim's token names this lease: once another claim takes a row over, its token is no longer ours.
export async function claimDue(
  db: Database,
  { kinds, batchSize, leaseMs }: { kinds: OutboxKind[]; batchSize: number; leaseMs: number },
): Promise<{ rows: OutboxRow[]; token: string }> {
  const token = randomUUID();
  if (kinds.length === 0) return { rows: [], token };
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        inArray(outbox.kind, kinds),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`, leaseToken: token })
    .where(inArray(outbox.id, due))
    .returning();
  return { rows, token };
}

/**
 * A batch is delivered a few rows at a time: each group's lease starts afresh just before its sends,
 * so every send has the whole lease, however long the groups before it took. Rows whose lease ran
 * out meanwhile are left to whoever holds them now.
 */
export async function renewLease(
  db: Database,
  group: OutboxRow[],
  token: string,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const held = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
    .where(
      and(
        inArray(
          outbox.id,
          group.map((row) => row.id),
        ),
        eq(outbox.leaseToken, token),
        gt(outbox.lockedUntil, sql`now()`),
      ),
    )
    .returning({ id: outbox.id });
  const ids = new Set(held.map((row) => row.id));
  return group.filter((row) => ids.has(row.id));
}
