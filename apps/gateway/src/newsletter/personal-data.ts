import type { NewsletterEraseResult, NewsletterExport } from '@civicbrief/contracts';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  alerts,
  demoRequests,
  events,
  leads,
  outbox,
  people,
  subscribers,
  type Database,
} from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';

type Reader = Pick<Database, 'select'>;

const sameEmail = (
  column:
    | typeof people.email
    | typeof subscribers.email
    | typeof leads.email
    | typeof alerts.email
    | typeof demoRequests.email,
  email: string,
) => sql`lower(${column}) = ${email}`;

/** Events name their person by id or by email, and link the person row when it was known. */
function eventsOf(email: string, personIds: string[]): SQL {
  const conditions = [sql`lower(${events.identifier}) = ${email}`];
  if (personIds.length > 0) conditions.push(inArray(events.personId, personIds), inArray(events.identifier, personIds));
  return or(...conditions) as SQL;
}

/** Outbox rows that carry the address: provider calls naming the person, emails to it, and its demo requests' CRM forms. */
const outboxOf = (email: string) =>
  sql`(lower(${outbox.payload} -> 'identifiers' ->> 'email') = ${email} or lower(${outbox.payload} ->> 'to') = ${email}
    or (${outbox.kind} = 'crm-form' and exists (select 1 from jsonb_array_elements(${outbox.payload} -> 'fields') as field
      where field ->> 'name' = 'email' and lower(field ->> 'value') = ${email})))`;

async function emailOf(db: Reader, subscriberId: string): Promise<string | null> {
  const [row] = await db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.id, subscriberId));
  return row ? row.email.toLowerCase() : null;
}

/**
 * Self-service access and erasure for the email address behind a subscription: every person,
 * subscription, lead, event, topic alert (with its matches) and demo request recorded for that address,
 * whichever form created it.
 */
export function createPersonalData(db: Database) {
  return {
    async exportFor(subscriberId: string, now = new Date()): Promise<NewsletterExport | null> {
      const email = await emailOf(db, subscriberId);
      if (!email) return null;
      const personRows = await db.select().from(people).where(sameEmail(people.email, email));
      const personIds = personRows.map((person) => person.id);
      return {
        email,
        exportedAt: now.toISOString(),
        person: personRows[0] ?? null,
        subscribers: await db.select().from(subscribers).where(sameEmail(subscribers.email, email)),
        leads: await db.select().from(leads).where(sameEmail(leads.email, email)),
        events: await db.select().from(events).where(eventsOf(email, personIds)),
        alerts: await db.select().from(alerts).where(sameEmail(alerts.email, email)),
        demoRequests: await db.select().from(demoRequests).where(sameEmail(demoRequests.email, email)),
      };
    },

    /**
     * Deletes everything held for the address in one transaction, drops the outbox rows that still carry
     * it, and enqueues the provider's own deletion. Erasing again finds nothing and deletes nothing.
     */
    erase(subscriberId: string): Promise<NewsletterEraseResult> {
      return db.transaction(async (tx) => {
        const email = await emailOf(tx, subscriberId);
        if (!email) return { erased: { people: 0, subscribers: 0, leads: 0, events: 0, alerts: 0, demoRequests: 0 } };
        const personIds = (await tx.select({ id: people.id }).from(people).where(sameEmail(people.email, email))).map(
          (row) => row.id,
        );
        const erasedEvents = await tx.delete(events).where(eventsOf(email, personIds)).returning({ id: events.id });
        const erasedLeads = await tx.delete(leads).where(sameEmail(leads.email, email)).returning({ id: leads.id });
        const erasedSubscribers = await tx
          .delete(subscribers)
          .where(sameEmail(subscribers.email, email))
          .returning({ id: subscribers.id });
        const erasedPeople = await tx.delete(people).where(sameEmail(people.email, email)).returning({ id: people.id });
        // An alert's matches go with it (ON DELETE CASCADE).
        const erasedAlerts = await tx.delete(alerts).where(sameEmail(alerts.email, email)).returning({ id: alerts.id });
        const erasedDemoRequests = await tx
          .delete(demoRequests)
          .where(sameEmail(demoRequests.email, email))
          .returning({ id: demoRequests.id });
        await tx.delete(outbox).where(outboxOf(email));
        await enqueue(tx, `erased:${subscriberId}`, {
          kind: 'track',
          payload: { type: 'person', identifiers: { email }, action: 'delete' },
        });
        return {
          erased: {
            people: erasedPeople.length,
            subscribers: erasedSubscribers.length,
            leads: erasedLeads.length,
            events: erasedEvents.length,
            alerts: erasedAlerts.length,
            demoRequests: erasedDemoRequests.length,
          },
        };
      });
    },
  };
}

export type PersonalData = ReturnType<typeof createPersonalData>;
