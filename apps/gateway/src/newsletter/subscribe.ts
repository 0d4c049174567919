import { randomUUID } from 'node:crypto';
import type { NewsletterSubscribeInput } from '@civicbrief/contracts';
import { eq, sql } from 'drizzle-orm';
import { subscribers, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import { addressUnsubscribed, lockAddress, queueConfirmation } from './confirmation-mails';
import { normalizeEmail, wasInserted } from '../intake/identity';
import type { Place } from './place';
import { eventMessage } from '../intake/track';

export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';
export type NewsletterAnswer = 'pending-confirmation' | 'subscribed';

/** The provider event of a subscription that becomes active (the confirm link sends the same one). */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'newsletter_subscribed';

/**
 * The status a subscription moves to on a subscribe call: active stays active; one that must be
 * confirmed (double opt-in, or an address that unsubscribed before) waits for the confirmation click;
 * otherwise it is active.
 */
export function nextStatus(current: SubscriptionStatus | null, mustConfirm: boolean): SubscriptionStatus {
  if (current === 'active') return 'active';
  return mustConfirm ? 'pending' : 'active';
}

/**
 * What the caller is told, whatever happened: it depends on the configuration only, so the answer
 * never tells whether the address was known, active or had unsubscribed.
 */
export const newsletterAnswer = (doubleOptIn: boolean): NewsletterAnswer =>
  doubleOptIn ? 'pending-confirmation' : 'subscribed';

export interface NewsletterOptions {
  doubleOptIn: boolean;
  /** Confirmation mails one address may be sent in 24 hours. */
  confirmationMailsPerDay: number;
}

export interface NewsletterResult {
  id: string;
  status: NewsletterAnswer;
  /** A confirmation was due but the address had its mails for the day: none was queued. */
  mailLimitReached: boolean;
}

/**
 * One subscription per email, city and state, of a catalogue place (`place`, already checked). A new or
 * lapsed one becomes pending with a confirmation mail queued (double opt-in, or an address that
 * unsubscribed before: only its mailbox may take it back) or active with the provider event queued, in
 * one transaction. A known subscription keeps its details: a call can only fill an empty first name.
 */
export function subscribeNewsletter(
  db: Database,
  input: NewsletterSubscribeInput['data'],
  place: Place,
  options: NewsletterOptions,
): Promise<NewsletterResult> {
  const data = { ...input, ...place, email: normalizeEmail(input.email) };
  const { email, first_name: firstName, city, county, state, source } = data;
  return db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const mustConfirm = options.doubleOptIn || (await addressUnsubscribed(tx, email));
    const [row] = await tx
      .insert(subscribers)
      .values({ email, firstName, city, county, state, source, status: nextStatus(null, mustConfirm) })
      .onConflictDoUpdate({
        target: [subscribers.email, subscribers.city, subscribers.state],
        set: { email: sql`excluded.email` },
      })
      .returning({
        id: subscribers.id,
        status: subscribers.status,
        firstName: subscribers.firstName,
        inserted: wasInserted,
      });
    const current = row.inserted ? null : (row.status as SubscriptionStatus);
    const status = nextStatus(current, mustConfirm);
    if (!row.inserted && (status !== current || (!row.firstName && firstName))) {
      await tx
        .update(subscribers)
        .set({
          ...(!row.firstName && firstName ? { firstName } : {}),
          status,
          // Kept while pending: the address's own confirmation is what clears an unsubscribe.
          ...(status === 'active' ? { unsubscribedAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(subscribers.id, row.id));
    }
    let mailLimitReached = false;
    if (status === 'pending') {
      const mail = await queueConfirmation(
        tx,
        { id: row.id, email, wasPending: current === 'pending' },
        options.confirmationMailsPerDay,
      );
      mailLimitReached = mail === 'daily-limit';
    } else if (status !== current) {
      // A fresh key per transition: a subscription that comes back is announced again.
      await enqueue(
        tx,
        `subscribed:${row.id}:${randomUUID()}`,
        eventMessage({ email }, NEWSLETTER_SUBSCRIBED_EVENT, data),
      );
    }
    return { id: row.id, status: newsletterAnswer(options.doubleOptIn), mailLimitReached };
  });
}
