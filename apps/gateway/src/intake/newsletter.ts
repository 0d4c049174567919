import { randomUUID } from 'node:crypto';
import type { NewsletterSubscribeInput } from '@civicbrief/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';
import { enqueue } from '../outbox/enqueue';
import { normalizeEmail, wasInserted, type Tx } from './identity';
import { eventMessage } from './track';

export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';
export type NewsletterAnswer = 'pending-confirmation' | 'subscribed';

/** The provider event of a subscription that becomes active (the confirm link sends the same one). */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'newsletter_subscribed';

/**
 * The status a subscription moves to on a subscribe call: active stays active; with double opt-in a
 * new, unsubscribed (or still pending) one waits for the confirmation click; without it, it is active.
 */
export function nextStatus(current: SubscriptionStatus | null, doubleOptIn: boolean): SubscriptionStatus {
  if (current === 'active') return 'active';
  return doubleOptIn ? 'pending' : 'active';
}

type SubscriptionData = Omit<NewsletterSubscribeInput['data'], 'website'>;

async function queueDelivery(tx: Tx, id: string, status: SubscriptionStatus, data: SubscriptionData & { email: string }) {
  // A fresh key per transition: only a status change queues anything, so a re-submission while pending
  // sends no second mail, and a subscription that comes back after an unsubscribe is announced again.
  if (status === 'pending') {
    await enqueue(tx, `confirm:${id}:${randomUUID()}`, { kind: 'email', payload: { template: 'confirm-subscription', subscriberId: id, to: data.email } });
  } else {
    await enqueue(tx, `subscribed:${id}:${randomUUID()}`, eventMessage({ email: data.email }, NEWSLETTER_SUBSCRIBED_EVENT, data));
  }
}

/**
 * One subscription per email, city and state. A new or lapsed one is stored as pending (double opt-in,
 * with a confirmation mail queued) or active (with the provider event queued), in one transaction.
 */
export function subscribeNewsletter(
  db: Database,
  input: NewsletterSubscribeInput['data'],
  doubleOptIn: boolean,
): Promise<{ id: string; status: NewsletterAnswer }> {
  const { website: _honeypot, ...sent } = input;
  const data = { ...sent, email: normalizeEmail(sent.email) };
  const { email, first_name: firstName, city, county, state, source } = data;
  const initial = nextStatus(null, doubleOptIn);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ email, firstName, city, county, state, source, status: initial })
      .onConflictDoUpdate({ target: [subscribers.email, subscribers.city, subscribers.state], set: { email: sql`excluded.email` } })
      .returning({ id: subscribers.id, status: subscribers.status, inserted: wasInserted });
    const current = row.inserted ? null : (row.status as SubscriptionStatus);
    const status = nextStatus(current, doubleOptIn);
    if (!row.inserted) {
      await tx
        .update(subscribers)
        .set({
          ...(firstName ? { firstName } : {}),
          county,
          source,
          status,
          ...(status !== current ? { unsubscribedAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(subscribers.id, row.id));
    }
    if (status !== current) await queueDelivery(tx, row.id, status, data);
    return { id: row.id, status: status === 'active' ? 'subscribed' : 'pending-confirmation' };
  });
}
