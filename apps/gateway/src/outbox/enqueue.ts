import { outbox, type Database } from '@civicbrief/gateway-db';
import type { OutboxMessage } from './outbox-message';

/** A database or an open transaction: both can insert. */
type Writer = Pick<Database, 'insert'>;

export interface Delivery {
  /** Names the delivery: the same key again (an identical re-submission) adds nothing. */
  key: string;
  message: OutboxMessage;
  /** Held back until then (the newsletter's pacing); due at once without it. */
  notBefore?: Date;
}

/**
 * Adds deliveries to the outbox inside the caller's transaction, in one statement. A key already there adds
 * nothing, so each fact is delivered once.
 */
export async function enqueueAll(tx: Writer, deliveries: readonly Delivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      deliveries.map(({ key, message, notBefore }) => ({
        kind: message.kind,
        idempotencyKey: key,
        payload: message.payload,
        ...(notBefore ? { nextAttemptAt: notBefore } : {}),
      })),
    )
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

/** Adds one delivery to the outbox inside the caller's transaction (see enqueueAll). */
export function enqueue(tx: Writer, idempotencyKey: string, message: OutboxMessage): Promise<void> {
  return enqueueAll(tx, [{ key: idempotencyKey, message }]);
}
