import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { newsletterIssues, outbox, subscribers, type Database } from '@civicbrief/gateway-db';
import { findCity } from '@civicbrief/locations';
import { enqueueAll, type Delivery } from '../../outbox/enqueue';

/** A subscription's first mail also carries its city's issues of this many days before it began. */
export const FIRST_MAIL_DAYS = 7;

/** Subscriptions looked at per transaction. */
export const DIGEST_QUEUE_BATCH = 500;

const INTERVAL = { daily: "interval '1 day'", weekly: "interval '7 days'" } as const;

type DueRow = Pick<
  typeof subscribers.$inferSelect,
  'id' | 'email' | 'city' | 'state' | 'digestFrequency' | 'lastDigestAt' | 'confirmedAt' | 'createdAt'
> & { mailbox: string };

/**
 * Queues the newsletter mails that are due at `now` (decision 046): each active subscription never mailed, or last
 * mailed a day (daily) or a week (weekly) ago, takes its city's issues composed since; one mail per mailbox
 * carries every such subscription's issues, and every one of them is marked as mailed in the same transaction as the
 * outbox row (a subscription without new issues is marked too: there was nothing to send). Mails are paced at
 * `perMinute`, after those still waiting. Answers the mails queued.
 */
export async function queueDigestMails(db: Database, now: Date, perMinute: number): Promise<number> {
  let queued = 0;
  // Keyset pagination by mailbox (the active-mailbox index): each batch starts after the last mailbox taken.
  let after = '';
  for (;;) {
    const { mails, full, last } = await queueBatch(db, now, perMinute, after);
    queued += mails;
    if (!full || last === null) return queued;
    after = last;
  }
}

interface BatchResult {
  mails: number;
  full: boolean;
  /** The last mailbox this batch took; the next starts after it. */
  last: string | null;
}

async function queueBatch(db: Database, now: Date, perMinute: number, after: string): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    // A subscription's first mail goes with its city's next issue; then one a day or a week.
    const dueSince = (frequency: keyof typeof INTERVAL) =>
      and(
        eq(subscribers.digestFrequency, frequency),
        or(
          isNull(subscribers.lastDigestAt),
          lte(subscribers.lastDigestAt, sql`${at}::timestamptz - ${sql.raw(INTERVAL[frequency])}`),
        ),
      );
    const rows: DueRow[] = await tx
      .select({
        id: subscribers.id,
        email: subscribers.email,
        city: subscribers.city,
        state: subscribers.state,
        digestFrequency: subscribers.digestFrequency,
        lastDigestAt: subscribers.lastDigestAt,
        confirmedAt: subscribers.confirmedAt,
        createdAt: subscribers.createdAt,
        // PostgreSQL's lower(), as the index and the keyset compare it.
        mailbox: sql<string>`lower(${subscribers.email})`,
      })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.status, 'active'),
          sql`lower(${subscribers.email}) > ${after}`,
          ne(subscribers.digestFrequency, 'off'),
          or(dueSince('daily'), dueSince('weekly')),
        ),
      )
      .orderBy(sql`lower(${subscribers.email})`, asc(subscribers.id))
      .limit(DIGEST_QUEUE_BATCH)
      .for('update', { skipLocked: true });
    const full = rows.length === DIGEST_QUEUE_BATCH;
    // A full batch may have cut a mailbox in two: its last mailbox waits for the next batch, whole.
    // (A mailbox with more due subscriptions than a batch holds gets the rest in the next run's mail.)
    const lastMailbox = full ? rows[rows.length - 1].mailbox : null;
    const taken =
      lastMailbox && rows.some((row) => row.mailbox !== lastMailbox)
        ? rows.filter((row) => row.mailbox !== lastMailbox)
        : rows;
    if (taken.length === 0) return { mails: 0, full: false, last: null };

    const slugOf = new Map(taken.map((row) => [row.id, findCity(row.city, row.state)?.slug ?? null]));
    const slugs = [...new Set([...slugOf.values()].filter((slug): slug is string => slug !== null))];
    const issues = slugs.length
      ? await tx
          .select({
            id: newsletterIssues.id,
            citySlug: newsletterIssues.citySlug,
            createdAt: newsletterIssues.createdAt,
          })
          .from(newsletterIssues)
          .where(and(inArray(newsletterIssues.citySlug, slugs), lte(newsletterIssues.createdAt, now)))
      : [];

    const byMailbox = new Map<string, { to: string; subscriberIds: string[]; issueIds: string[] }>();
    for (const row of taken) {
      // A first mail welcomes with the city's issues of the week before the subscription, then the new ones.
      const since =
        row.lastDigestAt ?? new Date((row.confirmedAt ?? row.createdAt).getTime() - FIRST_MAIL_DAYS * 86_400_000);
      const slug = slugOf.get(row.id);
      const own = issues.filter((issue) => issue.citySlug === slug && issue.createdAt > since).map((issue) => issue.id);
      if (own.length === 0) continue;
      const mail = byMailbox.get(row.mailbox) ?? { to: row.email, subscriberIds: [], issueIds: [] };
      mail.subscriberIds.push(row.id);
      mail.issueIds.push(...own);
      byMailbox.set(row.mailbox, mail);
    }

    // Pacing: after the newsletter mails still waiting, perMinute a minute.
    const [{ last }] = await tx
      .select({ last: sql<string | null>`max(${outbox.nextAttemptAt})::text` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'digest-mail'), eq(outbox.status, 'pending')));
    const start = Math.max(now.getTime(), last ? new Date(last).getTime() : 0);
    const deliveries: Delivery[] = [...byMailbox].map(([mailbox, mail], index) => ({
      key: `digest:${createHash('sha256')
        .update(`${mailbox}\0${[...mail.issueIds].sort().join(',')}`)
        .digest('hex')}`,
      message: { kind: 'digest-mail', payload: mail },
      notBefore: new Date(start + Math.floor(index / perMinute) * 60_000),
    }));
    await enqueueAll(tx, deliveries);
    await tx
      .update(subscribers)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          subscribers.id,
          taken.map((row) => row.id),
        ),
      );
    return { mails: byMailbox.size, full, last: taken[taken.length - 1].mailbox };
  });
}
