import type {
  DigestFrequency,
  NewsletterFrequencyResult,
  NewsletterStatusResult,
  SubscriptionStatus,
} from '@civicbrief/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { people, subscribers, type SubscriberRow, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import { inMailbox, LIVE_STATUSES, lockSubscriber, personInMailbox } from './mailbox';
import { createUnsubscribe } from './unsubscribe';

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

interface SubscriptionFound {
  status: SubscriptionStatus;
  city: string;
  state: string;
  frequency: DigestFrequency;
  cities?: { city: string; state: string }[];
}

/**
 * Confirm and unsubscribe: each changes the subscription and adds its outbox rows in one transaction.
 * A repeated click changes nothing and enqueues nothing (`changed: false`).
 */
export function createSubscriptions(db: Database) {
  return {
    ...createUnsubscribe(db),

    /**
     * What a link's subscription is; with `mailbox`, also the live subscriptions of its address (its own first), as
     * a newsletter link covers them all.
     */
    async find(id: string, mailbox = false): Promise<SubscriptionFound | null> {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
      if (!row) return null;
      const found: SubscriptionFound = {
        status: row.status as SubscriptionStatus,
        city: row.city,
        state: row.state,
        frequency: row.digestFrequency,
      };
      if (!mailbox) return found;
      const live = await db
        .select({ city: subscribers.city, state: subscribers.state })
        .from(subscribers)
        .where(and(inMailbox(row.email), inArray(subscribers.status, [...LIVE_STATUSES])))
        .orderBy(sql`${subscribers.id} <> ${id}`, subscribers.state, subscribers.city);
      return { ...found, cities: live };
    },

    /**
     * How often the newsletter mail of the subscription's address comes (decision 046): one mail covers all of the
     * address's cities, so the choice is written on each of its subscriptions. Null when the subscription is gone.
     */
    async setFrequency(id: string, frequency: DigestFrequency): Promise<NewsletterFrequencyResult | null> {
      const [row] = await db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.id, id));
      if (!row) return null;
      const changed = await db
        .update(subscribers)
        .set({ digestFrequency: frequency, updatedAt: sql`now()` })
        .where(and(inMailbox(row.email), ne(subscribers.digestFrequency, frequency)))
        .returning({ id: subscribers.id });
      return { frequency, changed: changed.length > 0 };
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
          .set({
            status: 'active',
            confirmedAt: sql`now()`,
            unsubscribedAt: null,
            suppressed: null,
            updatedAt: sql`now()`,
          })
          .where(eq(subscribers.id, id))
          .returning();
        // The address's own click is what takes back an earlier unsubscribe from all mail (an anonymous
        // identify never does): the provider hears it first, then the subscription.
        const revived = await tx
          .update(people)
          .set({ unsubscribed: false, updatedAt: sql`now()` })
          .where(and(personInMailbox(row.email), eq(people.unsubscribed, true)))
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
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
