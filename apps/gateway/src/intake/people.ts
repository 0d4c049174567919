import { randomUUID } from 'node:crypto';
import type { CustomerAttributesResult, IdentifyInput } from '@civicbrief/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { people, type PersonRow } from '../db/schema';
import { enqueue } from '../outbox/enqueue';
import { canonicalJson } from './canonical-json';
import { isUuid, normalizeEmail, wasInserted, type Tx } from './identity';
import { identifyMessage } from './track';

type PersonValues = Omit<typeof people.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function personValues(body: IdentifyInput): PersonValues & { attributes: IdentifyInput['attributes'] } {
  const email = normalizeEmail(body.identifiers.email);
  // The attributes as sent, except the email: always the person's own, in the one form we store (a
  // change of case is no change, and a call cannot give this person another address at the provider).
  const attributes = { ...body.attributes, email };
  return {
    email,
    firstName: attributes.first_name ?? null,
    lastName: attributes.last_name ?? null,
    city: attributes.city,
    county: attributes.county ?? null,
    state: attributes.state,
    locationObjectId: body.cio_relationships[0].identifiers.object_id,
    unsubscribed: attributes.unsubscribed,
    attributes,
  };
}

// What the provider would hear: attributes as sent, the location, and the unsubscribed flag (which the
// newsletter's unsubscribe also sets, so identifying again after unsubscribing is news).
const sameAsStored = (row: PersonRow, values: PersonValues) =>
  canonicalJson(row.attributes) === canonicalJson(values.attributes) &&
  row.locationObjectId === values.locationObjectId &&
  row.unsubscribed === values.unsubscribed;

/**
 * Creates or updates the person of an identify call and, when anything changed, queues the identify
 * for the provider in the same transaction. The same call again changes nothing and queues nothing.
 */
export function identifyPerson(db: Database, body: IdentifyInput): Promise<{ id: string }> {
  const values = personValues(body);
  return db.transaction(async (tx) => {
    // The no-op conflict update returns the existing row and holds its lock until commit, so two
    // identical calls at once are judged one after the other.
    const [row] = await tx
      .insert(people)
      .values(values)
      .onConflictDoUpdate({ target: people.email, set: { email: sql`excluded.email` } })
      .returning({ ...getTableColumns(people), inserted: wasInserted });
    if (!row.inserted && sameAsStored(row, values)) return { id: row.id };
    if (!row.inserted) await tx.update(people).set({ ...values, updatedAt: sql`now()` }).where(eq(people.id, row.id));
    // A fresh key per change: the state check above is what makes a repeated call a no-op.
    await enqueue(tx, `identify:${row.id}:${randomUUID()}`, identifyMessage({ email: values.email }, values.attributes, body.cio_relationships));
    return { id: row.id };
  });
}

/** The person named by id (uuid) or email, or null. */
export async function findPerson(db: Database | Tx, identifier: string): Promise<PersonRow | null> {
  const where = isUuid(identifier) ? eq(people.id, identifier.toLowerCase()) : eq(people.email, normalizeEmail(identifier));
  const [row] = await db.select().from(people).where(where).limit(1);
  return row ?? null;
}

/** GET customersAttributes: what the RSVP and survey pages prefill, or null for someone we do not know. */
export async function customerAttributes(db: Database, identifier: string): Promise<CustomerAttributesResult | null> {
  const person = await findPerson(db, identifier);
  if (!person) return null;
  const { id, email, firstName, lastName, city, state, county } = person;
  return { customer: { id, attributes: { email, first_name: firstName, last_name: lastName, city, state, county } } };
}
