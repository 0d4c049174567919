import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { newsletterIssues, outbox, subscribers, type Database } from '@civicbrief/gateway-db';
import { placeBySlug } from '@civicbrief/locations';
import { renderDigestMail } from '@civicbrief/newsletter-mail';
import { enqueue } from '../../outbox/enqueue';
import { mailLinks, unsignedMailLinks } from '../link-urls';
import { issueOf } from './issues';
import { queueDigestMails } from './queue-mails';

class DryRun extends Error {}

/** The mails `queueDigestMails` would queue now, without queueing them: its work in a transaction rolled back. */
export async function dryRunDigestMails(db: Database, now: Date, perMinute: number): Promise<number> {
  let mails = 0;
  await db
    .transaction(async (tx) => {
      mails = await queueDigestMails(tx as unknown as Database, now, perMinute);
      throw new DryRun();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRun)) throw error;
    });
  return mails;
}

/**
 * A test mail of a city's latest issue to one address (the operators' "test send"), through the outbox like every
 * mail; null when the city has no issue yet.
 */
export async function queueTestMail(db: Database, to: string, citySlug: string): Promise<{ issueDate: string } | null> {
  const [issue] = await db
    .select({ id: newsletterIssues.id, date: newsletterIssues.issueDate })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.citySlug, citySlug))
    .orderBy(desc(newsletterIssues.issueDate))
    .limit(1);
  if (!issue) return null;
  await enqueue(db, `digest-test:${randomUUID()}`, {
    kind: 'digest-mail',
    payload: { to, subscriberIds: [], issueIds: [issue.id] },
  });
  return { issueDate: issue.date };
}

export interface NewsletterSummary {
  issues: { lastWeek: number; total: number };
  mails: { pending: number; delivered: number; dead: number };
  /** Mailboxes suppressed without their owner's click: refused for good, or reported as spam. */
  suppressed: { bounces: number; complaints: number };
  latest: { citySlug: string; cityName: string; date: string; items: number }[];
}

const LATEST = 10;

/** The ops summary: issues composed, newsletter mails by state, and the latest issues. */
export async function newsletterSummary(db: Database, now = new Date()): Promise<NewsletterSummary> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const [issues] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lastWeek: sql<number>`(count(*) filter (where ${newsletterIssues.issueDate} >= ${weekAgo}))::int`,
    })
    .from(newsletterIssues);
  const states = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.kind, 'digest-mail'))
    .groupBy(outbox.status);
  const count = (status: string) => states.find((row) => row.status === status)?.count ?? 0;
  const [suppressed] = await db
    .select({
      bounces: sql<number>`(count(distinct lower(${subscribers.email})) filter (where ${subscribers.suppressed} = 'bounce'))::int`,
      complaints: sql<number>`(count(distinct lower(${subscribers.email})) filter (where ${subscribers.suppressed} = 'complaint'))::int`,
    })
    .from(subscribers)
    .where(isNotNull(subscribers.suppressed));
  const latest = await db
    .select({ citySlug: newsletterIssues.citySlug, date: newsletterIssues.issueDate, items: newsletterIssues.items })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.issueDate), desc(newsletterIssues.createdAt))
    .limit(LATEST);
  return {
    issues,
    mails: { pending: count('pending'), delivered: count('delivered'), dead: count('dead') },
    suppressed,
    latest: latest.map((row) => ({ ...row, cityName: placeBySlug(row.citySlug)?.name ?? row.citySlug })),
  };
}

/**
 * The mail of a city's issue (the latest, or that day's) as a subscriber would get it, links to the site's own
 * pages instead of signed ones: the operators' preview. Null when the city has no such issue.
 */
export async function previewMail(db: Database, siteOrigin: string, citySlug: string, date?: string) {
  const city = placeBySlug(citySlug);
  if (!city) return null;
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.citySlug, city.slug), date ? eq(newsletterIssues.issueDate, date) : undefined))
    .orderBy(desc(newsletterIssues.issueDate))
    .limit(1);
  if (!row) return null;
  const origin = siteOrigin.replace(/\/+$/, '');
  return renderDigestMail({
    firstName: null,
    issues: [issueOf(city, row)],
    siteOrigin: origin,
    links: mailLinks(unsignedMailLinks(origin)),
  });
}
