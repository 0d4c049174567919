import type { OutboxRow, outbox } from '@civicbrief/gateway-db';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { backoffDelay, type BackoffOptions } from './backoff';
import type { DeliveryOutcome } from './delivery';
import type { TrackEntity } from './outbox-message';

/** What a run counts: rows delivered, failed (tried again later) and given up (dead letters). */
export interface RunResult {
  delivered: number;
  failed: number;
  dead: number;
}

/** After delivery the provider's erasure call has done its job; the address it named is not kept. */
const afterDelivery = (row: OutboxRow) =>
  row.kind === 'track' && (row.payload as TrackEntity).action === 'delete'
    ? { payload: { type: 'person', identifiers: { id: 'erased' }, action: 'delete' } satisfies TrackEntity }
    : {};

/** The row's columns after an attempt with this outcome, and what the run counts it as. */
export function afterAttempt(
  row: OutboxRow,
  outcome: DeliveryOutcome,
  { maxAttempts, backoff }: { maxAttempts: number; backoff: BackoffOptions },
): { values: PgUpdateSetSource<typeof outbox>; result: keyof RunResult; retryInMs?: number } {
  const attempts = row.attempts + 1;
  const released = { attempts, lockedUntil: null, leaseToken: null };
  if (outcome.result === 'delivered') {
    return {
      result: 'delivered',
      values: {
        ...released,
        status: 'delivered',
        deliveredAt: sql`now()`,
        lastError: outcome.note ?? null,
        ...afterDelivery(row),
      },
    };
  }
  if (outcome.result === 'dead' || attempts >= maxAttempts)
    return { result: 'dead', values: { ...released, status: 'dead', lastError: outcome.error } };
  const delayMs = Math.min(backoff.capMs, Math.max(backoffDelay(attempts, backoff), outcome.retryAfterMs ?? 0));
  const nextAttemptAt = sql`now() + ${delayMs}::integer * interval '1 millisecond'`;
  return { result: 'failed', retryInMs: delayMs, values: { ...released, lastError: outcome.error, nextAttemptAt } };
}
