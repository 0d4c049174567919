import type {
  DigestFrequency,
  NewsletterFrequencyResult,
  NewsletterStatusResult,
  SubscriptionStatus,
} from '@civicbrief/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { people, subscribers, type SubscriberRow, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const lowerEmail = (email: string) => sql`lower(${people.email}) = ${email.toLowerCase()}`;

/** The subscription attributes the provider's events carry, as the subscribe call sent them. */
function subscriptionAttributes(row: SubscriberRow): Record<string, unknown> {
  return {
    email: row.email,
    ...(row.firstName ? { first_name: row.firstName } : {}),
    city: row.city,
    county: row.county,
    state: row.state,
    ...(row.source ? { source: row.source } : {}),
  };
}

async function lockSubscriber(tx: Tx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
  return row;
}

/**
 * Confirm and unsubscribe: each changes the subscription and adds its outbox rows in one transaction.
 * A repeated click changes nothing and enqueues nothing (`changed: false`).
 */
export function createSubscriptions(db: Database) {
  return {
    async find(
      id: string,
    ): Promise<{ status: SubscriptionStatus; city: string; state: string; frequency: DigestFrequency } | null> {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      return row
        ? { status: row.status as SubscriptionStatus, city: row.city, state: row.state, frequency: row.digestFrequency }
        : null;
    },

    /** How often this subscription's newsletter mail comes (decision 046); null when it is gone. */
    async setFrequency(id: string, frequency: DigestFrequency): Promise<NewsletterFrequencyResult | null> {
      const [before] = await db
        .select({ frequency: subscribers.digestFrequency })
        .from(subscribers)
        .where(eq(subscribers.id, id));
      if (!before) return null;
      if (before.frequency === frequency) return { frequency, changed: false };
      await db
        .update(subscribers)
        .set({ digestFrequency: frequency, updatedAt: sql`now()` })
        .where(eq(subscribers.id, id));
      return { frequency, changed: true };
    },

    /**
     * pending (or unsubscribed: the latest explicit choice wins) -> active. The confirmation is the
     * subscription the provider hears about: the 'newsletter_subscribed' event.
     */
    confirm(id: string): Promise<NewsletterStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, id);
        if (!row) return null;
        if (row.status === 'active') return { status: 'active', changed: false };
        const [updated] = await tx
          .update(subscribers)
          .set({ status: 'active', confirmedAt: sql`now()`, unsubscribedAt: null, updatedAt: sql`now()` })
          .where(eq(subscribers.id, id))
          .returning();
        // The address's own click is what takes back an earlier unsubscribe from all mail (an anonymous
        // identify never does): the provider hears it first, then the subscription.
        const revived = await tx
          .update(people)
          .set({ unsubscribed: false, updatedAt: sql`now()` })
          .where(and(lowerEmail(row.email), eq(people.unsubscribed, true)))
          .returning({ id: people.id });
        if (revived.length > 0) {
          await enqueue(tx, `resubscribed:${id}:${updated.confirmedAt?.getTime()}`, {
            kind: 'track',
            payload: {
              type: 'person',
              identifiers: { email: row.email },
              action: 'identify',
              attributes: { email: row.email, unsubscribed: false },
            },
          });
        }
        await enqueue(tx, `subscribed:${id}:${updated.confirmedAt?.getTime()}`, {
          kind: 'track',
          payload: {
            type: 'person',
            identifiers: { email: row.email },
            action: 'event',
            name: 'newsletter_subscribed',
            attributes: subscriptionAttributes(updated),
          },
        });
        return { status: 'active', changed: true };
      });
    },

    /**
     * -> unsubscribed. The provider gets an 'newsletter_unsubscribed' event for this city, and, once the
     * address has no other live subscription, the person-level `unsubscribed: true` that stops all mail.
     */
    unsubscribe(id: string): Promise<NewsletterStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, id);
        if (!row) return null;
        if (row.status === 'unsubscribed') return { status: 'unsubscribed', changed: false };
        const [updated] = await tx
          .update(subscribers)
          .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(subscribers.id, id))
          .returning();
        const key = `unsubscribed:${id}:${updated.unsubscribedAt?.getTime()}`;
        const identifiers = { email: row.email };
        const { city, county, state } = row;
        await enqueue(tx, key, {
          kind: 'track',
          payload: {
            type: 'person',
            identifiers,
            action: 'event',
            name: 'newsletter_unsubscribed',
            attributes: { email: row.email, city, county, state },
          },
        });
        const others = await tx
          .select({ id: subscribers.id })
          .from(subscribers)
          .where(
            and(
              sql`lower(${subscribers.email}) = ${row.email.toLowerCase()}`,
              ne(subscribers.id, id),
              inArray(subscribers.status, ['active', 'pending']),
            ),
          );
        if (others.length === 0) {
          await tx
            .update(people)
            .set({ unsubscribed: true, updatedAt: sql`now()` })
            .where(lowerEmail(row.email));
          await enqueue(tx, `${key}:person`, {
            kind: 'track',
            payload: {
              type: 'person',
              identifiers,
              action: 'identify',
              attributes: { email: row.email, unsubscribed: true },
            },
          });
        }
        return { status: 'unsubscribed', changed: true };
      });
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
