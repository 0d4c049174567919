import type { EventInput } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { events, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import { canonicalJson, sha256Hex } from './canonical-json';
import { isEmail } from './identity';
import { findPerson } from './people';
import { eventMessage } from './track';

export interface RecordedEvent {
  id: string;
  /** false when the same event (or Idempotency-Key) was stored before: nothing new was queued. */
  created: boolean;
  /** Whether the provider will hear of it: only when the person can be named to it by email. */
  queued: boolean;
}

/**
 * What makes two calls the same event: the caller's Idempotency-Key (per identifier), else the
 * identifier, name and data themselves (key order aside).
 */
export function eventDedupeKey(identifier: string, body: EventInput, idempotencyKey?: string): string {
  return idempotencyKey
    ? `key:${sha256Hex(canonicalJson([identifier, idempotencyKey]))}`
    : `data:${sha256Hex(canonicalJson([identifier, body.name, body.data]))}`;
}

/**
 * Stores a named event about the person named by id or email, and queues it for the provider in the
 * same transaction. An identifier we do not know is still stored (person_id null): the event is kept
 * either way. It is queued when the person is known or the identifier is an email; an unknown id names
 * nobody the provider knows, so it stays in our database only.
 */
export function recordEvent(
  db: Database,
  rawIdentifier: string,
  body: EventInput,
  idempotencyKey?: string,
): Promise<RecordedEvent> {
  const identifier = rawIdentifier.trim().toLowerCase();
  const dedupeKey = eventDedupeKey(identifier, body, idempotencyKey);
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, identifier);
    const [created] = await tx
      .insert(events)
      .values({ identifier, personId: person?.id ?? null, name: body.name, data: body.data, dedupeKey })
      .onConflictDoNothing({ target: events.dedupeKey })
      .returning({ id: events.id });
    if (!created) {
      const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.dedupeKey, dedupeKey));
      return { id: existing.id, created: false, queued: false };
    }
    const email = person?.email ?? (isEmail(identifier) ? identifier : null);
    if (email) await enqueue(tx, `event:${created.id}`, eventMessage({ email }, body.name, body.data));
    return { id: created.id, created: true, queued: Boolean(email) };
  });
}
