import { randomUUID } from 'node:crypto';
import type { CustomerAttributesResult, IdentifyInput } from '@civicbrief/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { people, type PersonRow, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import { isEmail, isUuid, normalizeEmail, wasInserted, type Tx } from './identity';
import { identifyMessage } from './track';

type PersonValues = Omit<typeof people.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type Attributes = Record<string, unknown>;

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

const isEmpty = (value: unknown) => value === undefined || value === null;

/**
 * What an anonymous identify may change about a person we know: it fills what is empty and adds a
 * place, and nothing else. A name or place already held stays (anyone can send any address), and
 * `unsubscribed` is never taken from the call: unsubscribing and subscribing again go through the
 * signed links of the person's own mailbox.
 */
function additions(row: PersonRow, values: ReturnType<typeof personValues>) {
  const stored = (row.attributes ?? {}) as Attributes;
  const added: Attributes = {};
  for (const [key, value] of Object.entries(values.attributes)) {
    if (key !== 'unsubscribed' && key !== 'email' && !isEmpty(value) && isEmpty(stored[key])) added[key] = value;
  }
  // The place is one unit (city, county, state and its location object): filled only when none is held.
  const place =
    row.city === null
      ? { city: values.city, county: values.county, state: values.state, locationObjectId: values.locationObjectId }
      : {};
  const columns = {
    ...(row.firstName === null && values.firstName ? { firstName: values.firstName } : {}),
    ...(row.lastName === null && values.lastName ? { lastName: values.lastName } : {}),
    ...place,
  };
  // Another city is added as a relationship to its location object (the provider keeps the earlier ones).
  const newPlace = values.locationObjectId !== row.locationObjectId;
  return { added, columns, attributes: { ...stored, ...added }, newPlace };
}

export interface IdentifiedPerson {
  id: string;
  /** Whether this call created the person (else it could only fill in or add). */
  created: boolean;
}

/**
 * Creates the person of an identify call, or fills in what a known person lacks, and queues the
 * identify for the provider in the same transaction: all attributes for a new person, only the
 * additions for a known one. A call that adds nothing changes nothing and queues nothing.
 */
export function identifyPerson(db: Database, body: IdentifyInput): Promise<IdentifiedPerson> {
  const values = personValues(body);
  return db.transaction(async (tx) => {
    // The no-op conflict update returns the existing row and holds its lock until commit, so two
    // identical calls at once are judged one after the other.
    const [row] = await tx
      .insert(people)
      .values(values)
      .onConflictDoUpdate({ target: people.email, set: { email: sql`excluded.email` } })
      .returning({ ...getTableColumns(people), inserted: wasInserted });
    // A fresh key per change: the state check is what makes a repeated call a no-op.
    const key = `identify:${row.id}:${randomUUID()}`;
    const identifiers = { email: values.email };
    if (row.inserted) {
      await enqueue(tx, key, identifyMessage(identifiers, values.attributes, body.cio_relationships));
      return { id: row.id, created: true };
    }
    const { added, columns, attributes, newPlace } = additions(row, values);
    if (Object.keys(added).length === 0 && !newPlace) return { id: row.id, created: false };
    await tx
      .update(people)
      .set({ ...columns, attributes, updatedAt: sql`now()` })
      .where(eq(people.id, row.id));
    await enqueue(
      tx,
      key,
      identifyMessage(identifiers, { ...added, email: values.email }, newPlace ? body.cio_relationships : undefined),
    );
    return { id: row.id, created: false };
  });
}

/** The person named by id (uuid) or email (events name people either way), or null. */
export async function findPerson(db: Database | Tx, identifier: string): Promise<PersonRow | null> {
  if (!isUuid(identifier) && !isEmail(identifier)) return null;
  const where = isUuid(identifier)
    ? eq(people.id, identifier.toLowerCase())
    : eq(people.email, normalizeEmail(identifier));
  const [row] = await db.select().from(people).where(where).limit(1);
  return row ?? null;
}

/**
 * GET customersAttributes: what the RSVP and survey pages prefill, for a person id only; null otherwise.
 * Text that is no uuid (an email, say) never reaches a query.
 */
export async function customerAttributes(db: Database, id: string): Promise<CustomerAttributesResult | null> {
  if (!isUuid(id)) return null;
  const [person] = await db.select().from(people).where(eq(people.id, id.toLowerCase())).limit(1);
  if (!person) return null;
  const { email, firstName, lastName, city, state, county } = person;
  return {
    customer: { id: person.id, attributes: { email, first_name: firstName, last_name: lastName, city, state, county } },
  };
}
