import type { NewsletterStatusResult } from '@civicbrief/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { people, subscribers, type Database, type SubscriberRow } from '@civicbrief/gateway-db';
import type { Tx } from '../intake/identity';
import { enqueue } from '../outbox/enqueue';
import { inMailbox, LIVE_STATUSES, lockMailbox, lockSubscriber, personInMailbox } from './mailbox';

/**
 * -> unsubscribed, for each of `rows` (all of one mailbox). The provider gets a 'newsletter_unsubscribed' event per
 * city, and, once the address has no other live subscription, the person-level `unsubscribed: true` that stops all
 * mail. Every outbox row is written in the caller's transaction.
 */
async function unsubscribeRows(tx: Tx, rows: SubscriberRow[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const identifiers = { email: first.email };
  let personKey = '';
  for (const row of rows) {
    const [updated] = await tx
      .update(subscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(subscribers.id, row.id))
      .returning();
    const key = `unsubscribed:${row.id}:${updated.unsubscribedAt?.getTime()}`;
    personKey ||= `${key}:person`;
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
  }
  const others = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(
      and(
        inMailbox(first.email),
        notInArray(
          subscribers.id,
          rows.map((row) => row.id),
        ),
        inArray(subscribers.status, [...LIVE_STATUSES]),
      ),
    );
  if (others.length > 0) return;
  await tx
    .update(people)
    .set({ unsubscribed: true, updatedAt: sql`now()` })
    .where(personInMailbox(first.email));
  await enqueue(tx, personKey, {
    kind: 'track',
    payload: {
      type: 'person',
      identifiers,
      action: 'identify',
      attributes: { email: first.email, unsubscribed: true },
    },
  });
}

/** Unsubscribe one city (an unsubscribe link), or every city of the address (a newsletter link, decision 046). */
export function createUnsubscribe(db: Database) {
  return {
    /** One city's subscription -> unsubscribed; a repeated click changes nothing (`changed: false`). */
    unsubscribe(id: string): Promise<NewsletterStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, id);
        if (!row) return null;
        if (row.status === 'unsubscribed') return { status: 'unsubscribed', changed: false };
        await unsubscribeRows(tx, [row]);
        return { status: 'unsubscribed', changed: true };
      });
    },

    /**
     * Every live subscription of the address of subscription `id` -> unsubscribed: the one-click unsubscribe of a
     * newsletter mail, which covers all of them. A repeated click changes nothing.
     */
    unsubscribeAll(id: string): Promise<NewsletterStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, id);
        if (!row) return null;
        const live = await lockMailbox(tx, row.email, row.id);
        if (live.length === 0) return { status: 'unsubscribed', changed: false };
        await unsubscribeRows(tx, live);
        return { status: 'unsubscribed', changed: true };
      });
    },
  };
}
