import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { mailboxOf, outbox, people, subscribers } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import type { Tx } from '../intake/identity';

/**
 * Subscriptions and alerts of one mailbox are decided one at a time (a transaction-scoped lock on the mailbox:
 * the address lower-cased, its `+tag` dropped), so concurrent calls, also for variants of one address, cannot
 * each see room under the daily mail limit.
 */
export async function lockAddress(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('subscriber:' || ${mailboxOf(sql`${email}::text`)}))`);
}

/**
 * Outbox rows addressed to the same mailbox as `email` (case and `+tag` aside: `a+1@x` and `A@X` are one
 * mailbox), through the expression of the outbox's mailbox index. For the confirmation caps only.
 */
export const toMailbox = (email: string) =>
  sql`${mailboxOf(sql`(${outbox.payload} ->> 'to')`)} = ${mailboxOf(sql`${email}::text`)}`;

/**
 * Whether the address unsubscribed and has not confirmed since: from any city's newsletter (a
 * subscription taken back but not yet confirmed keeps its unsubscribed_at), or from all mail.
 */
export async function addressUnsubscribed(tx: Tx, email: string): Promise<boolean> {
  const [subscription] = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.email, email),
        or(eq(subscribers.status, 'unsubscribed'), isNotNull(subscribers.unsubscribedAt)),
      ),
    )
    .limit(1);
  if (subscription) return true;
  const [person] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.email, email), eq(people.unsubscribed, true)))
    .limit(1);
  return Boolean(person);
}

/**
 * Queues a confirmation mail unless the mailbox had `perDay` of them in the last 24 hours (whatever variant of
 * the address each went to), or (for a subscription that was already pending) this subscription had one.
 * Counted on the outbox rows themselves, so the limit holds across restarts and gateways.
 */
export async function queueConfirmation(
  tx: Tx,
  subscription: { id: string; email: string; wasPending: boolean },
  perDay: number,
): Promise<'queued' | 'already-sent' | 'daily-limit'> {
  const [sent] = await tx
    .select({
      toAddress: sql<number>`count(*)::integer`,
      forSubscription: sql<number>`(count(*) filter (where ${outbox.payload} ->> 'subscriberId' = ${subscription.id}))::integer`,
    })
    .from(outbox)
    .where(
      and(eq(outbox.kind, 'email'), toMailbox(subscription.email), sql`${outbox.createdAt} > now() - interval '1 day'`),
    );
  if (subscription.wasPending && sent.forSubscription > 0) return 'already-sent';
  if (sent.toAddress >= perDay) return 'daily-limit';
  // A fresh key per mail: the counts above are what decide whether another one goes out.
  await enqueue(tx, `confirm:${subscription.id}:${randomUUID()}`, {
    kind: 'email',
    payload: { template: 'confirm-subscription', subscriberId: subscription.id, to: subscription.email },
  });
  return 'queued';
}
