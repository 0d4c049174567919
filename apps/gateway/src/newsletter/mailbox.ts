import { and, eq, inArray, sql } from 'drizzle-orm';
import { people, subscribers, type Database, type SubscriberRow, type SuppressionReason } from '@civicbrief/gateway-db';
import type { Tx } from '../intake/identity';

/**
 * A mailbox is an email address as mail systems compare it (case-insensitive, decision 046): one newsletter mail
 * goes to a mailbox for all of its cities, and its choices (how often, unsubscribe from all) are the mailbox's.
 */
export const mailboxOf = (email: string) => email.trim().toLowerCase();

/** Subscriptions of the mailbox of `email` (the active-mailbox index compares `lower(email)`). */
export const inMailbox = (email: string) => sql`lower(${subscribers.email}) = ${mailboxOf(email)}`;

/** The person (the provider's record) of the mailbox of `email`. */
export const personInMailbox = (email: string) => sql`lower(${people.email}) = ${mailboxOf(email)}`;

/** Subscriptions that may still receive mail: confirmed, or waiting for their confirmation. */
export const LIVE_STATUSES = ['active', 'pending'] as const;

/** One subscription, locked for the rest of the transaction. */
export async function lockSubscriber(tx: Tx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
  return row;
}

/** The live subscriptions of a mailbox, the given one first, then by city; locked for the transaction. */
export async function lockMailbox(tx: Tx, email: string, firstId: string): Promise<SubscriberRow[]> {
  const rows = await tx
    .select()
    .from(subscribers)
    .where(and(inMailbox(email), inArray(subscribers.status, [...LIVE_STATUSES])))
    .orderBy(sql`${subscribers.id} <> ${firstId}`, subscribers.state, subscribers.city)
    .for('update');
  return rows;
}

/**
 * Stops all newsletter mail to a mailbox the mail system refused for good (`bounce`) or whose owner reported a mail
 * as spam (`complaint`, a feedback-loop report): its live subscriptions become unsubscribed with the reason, so
 * nothing more is queued for it and the ops summary counts it. Answers how many were live.
 */
export async function suppressMailbox(db: Database, email: string, reason: SuppressionReason): Promise<number> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', suppressed: reason, unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inMailbox(email), inArray(subscribers.status, [...LIVE_STATUSES])))
    .returning({ id: subscribers.id });
  return rows.length;
}
