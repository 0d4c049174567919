import {
  DIGEST_LIST_LIMIT,
  DIGEST_SECTIONS,
  type DigestIssue,
  type DigestIssueIndex,
  type DigestIssueList,
  type DigestSection,
} from '@civicbrief/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { newsletterIssues, type Database } from '@civicbrief/gateway-db';
import { placeBySlug, type Place } from '@civicbrief/locations';
import { composeIssue } from './compose-issue';

/** A city's first issue covers this much before it: a new city's readers get the recent month, not nothing. */
export const FIRST_ISSUE_DAYS = 28;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Composes today's issue of every city with a published city page that has none today yet: the pages published
 * since its last issue (or FIRST_ISSUE_DAYS), kept only when there is something new. Several gateways may run it at
 * once: an issue is one per city and day (the unique index), the second insert does nothing. Answers the issues made.
 */
export async function composeDueIssues(db: Database, now = new Date()): Promise<number> {
  const today = dayOf(now);
  const cities = rowsOf<{ slug: string; last_end: string | null; last_date: string | null }>(
    await db.execute(sql`
      select p.slug, max(i.period_end)::text as last_end, max(i.issue_date)::text as last_date
      from pages p left join newsletter_issues i on i.city_slug = p.slug
      where p.status = 'published' and p.tags @> array['city']
      group by p.slug
      order by p.slug`),
  );
  let made = 0;
  for (const row of cities) {
    const city = placeBySlug(row.slug);
    if (!city || row.last_date === today) continue;
    const start = row.last_end ? new Date(row.last_end) : new Date(now.getTime() - FIRST_ISSUE_DAYS * 86_400_000);
    const { content, items } = await composeIssue(db, city, { start, end: now }, today);
    if (items === 0) continue;
    const inserted = await db
      .insert(newsletterIssues)
      .values({ citySlug: city.slug, issueDate: today, periodStart: start, periodEnd: now, content, items })
      .onConflictDoNothing()
      .returning({ id: newsletterIssues.id });
    made += inserted.length;
  }
  return made;
}

/** A city's issues, newest first (DIGEST_LIST_LIMIT at most); null for a slug that is not a city of the catalogue. */
export async function listIssues(db: Database, citySlug: string): Promise<DigestIssueList | null> {
  const city = placeBySlug(citySlug);
  if (!city) return null;
  const issues = await db
    .select({ date: newsletterIssues.issueDate, items: newsletterIssues.items })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.citySlug, city.slug))
    .orderBy(desc(newsletterIssues.issueDate))
    .limit(DIGEST_LIST_LIMIT);
  return { citySlug: city.slug, issues };
}

/**
 * Every city's issues, the newest DIGEST_LIST_LIMIT of each, by city slug then newest first (the sitemap's listing).
 * At most DIGEST_LIST_LIMIT times the catalogue's cities: a year of weekly issues for 500 cities is 26,000 rows.
 */
export async function indexIssues(db: Database): Promise<DigestIssueIndex> {
  const rows = rowsOf<{ city_slug: string; issue_date: string }>(
    await db.execute(sql`
      select city_slug, issue_date::text as issue_date
      from (
        select city_slug, issue_date,
          row_number() over (partition by city_slug order by issue_date desc) as n
        from newsletter_issues
      ) ranked
      where n <= ${DIGEST_LIST_LIMIT}
      order by city_slug, issue_date desc`),
  );
  return { issues: rows.map((row) => ({ citySlug: row.city_slug, date: row.issue_date })) };
}

/** An issue row as the contract gives it. */
export function issueOf(city: Place, row: typeof newsletterIssues.$inferSelect): DigestIssue {
  const section = <T>(values: Record<string, T> | undefined, empty: T) =>
    Object.fromEntries(DIGEST_SECTIONS.map((name) => [name, values?.[name] ?? empty])) as Record<DigestSection, T>;
  return {
    citySlug: city.slug,
    cityName: city.name,
    stateName: city.state,
    date: row.issueDate,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    sections: section(row.content.sections, []),
    more: section(row.content.more, 0),
  };
}

/** The issue of a city on a day, or null. */
export async function findIssue(db: Database, citySlug: string, date: string): Promise<DigestIssue | null> {
  const city = placeBySlug(citySlug);
  if (!city) return null;
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.citySlug, city.slug), eq(newsletterIssues.issueDate, date)));
  return row ? issueOf(city, row) : null;
}
