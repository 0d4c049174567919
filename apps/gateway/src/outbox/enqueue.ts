import { outbox, type Database } from '@civicbrief/gateway-db';
import type { OutboxMessage } from './outbox-message';

/** A database or an open transaction: both can insert. */
type Writer = Pick<Database, 'insert'>;

/**
 * Adds a delivery to the outbox inside the caller's transaction. The key names the delivery: the same
 * key again (an identical re-submission) adds nothing, so each fact is delivered once. `notBefore` holds it back
 * until then (the newsletter's pacing).
 */
export async function enqueue(
  tx: Writer,
  idempotencyKey: string,
  message: OutboxMessage,
  options: { notBefore?: Date } = {},
): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      idempotencyKey,
      payload: message.payload,
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}
