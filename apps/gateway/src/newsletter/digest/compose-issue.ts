import { DIGEST_ITEMS_PER_SECTION, DIGEST_SECTIONS, type DigestItem, type DigestSection } from '@civicbrief/contracts';
import { sql } from 'drizzle-orm';
import type { Database, NewsletterIssueContent } from '@civicbrief/gateway-db';
import type { Place } from '@civicbrief/locations';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface PageRow {
  slug: string;
  title: string;
  tags: string[];
  description: string | null;
  published: string;
}

const DESCRIPTION_LIMIT = 300;
const MEETING_DATE = /-(\d{4}-\d{2}-\d{2})$/;

/** The section a published page goes in, from its tags; null for pages an issue does not list (the city page...). */
function sectionOf(tags: string[]): Exclude<DigestSection, 'upcomingMeetings'> | null {
  if (tags.includes('meeting-summary')) return 'summaries';
  if (tags.includes('agenda')) return 'agendas';
  if (tags.includes('article')) return 'articles';
  if (tags.includes('voter-guide') && tags.includes('race')) return 'voterGuides';
  return null;
}

const itemOf = (row: PageRow, date: string): DigestItem => ({
  slug: row.slug,
  title: row.title,
  description: (row.description ?? '').slice(0, DESCRIPTION_LIMIT),
  date,
});

/**
 * The content of a city's issue for the period (start, end]: its pages first published in it (summaries, agendas and
 * articles under the city's slug, its races' voter guides), newest first, each cut at DIGEST_ITEMS_PER_SECTION with the
 * count left out; and its next meetings from `today` on (agendas dated by their slug), soonest first.
 */
export async function composeIssue(
  db: Database,
  city: Place,
  period: { start: Date; end: Date },
  today: string,
): Promise<{ content: NewsletterIssueContent; items: number }> {
  const cityPrefix = `${city.slug}/%`;
  // A race's guide names its city first in its slug (city-level-elections/saratoga-city-council-race) and in its
  // keywords; both, so a namesake in another state is not taken.
  const racePrefix = `city-level-elections/${city.slug.split('/')[2]}-%`;
  const published = rowsOf<PageRow>(
    await db.execute(sql`
      select slug, title, tags, meta_configuration #>> '{description,content}' as description,
        to_char(first_published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published
      from pages
      where status = 'published'
        and first_published_at > ${period.start.toISOString()}::timestamptz
        and first_published_at <= ${period.end.toISOString()}::timestamptz
        and (slug like ${cityPrefix}
          or (slug like ${racePrefix} and meta_configuration #>> '{keywords,content}' ilike ${`%${city.name}%`}))
      order by first_published_at desc, slug
      limit 500`),
  );
  const sections = Object.fromEntries(DIGEST_SECTIONS.map((section) => [section, [] as DigestItem[]])) as Record<
    DigestSection,
    DigestItem[]
  >;
  for (const row of published) {
    const section = sectionOf(row.tags);
    if (section) sections[section].push(itemOf(row, row.published));
  }
  // Upcoming meetings: the city's agendas dated today or later, whenever they were published.
  const agendas = rowsOf<PageRow>(
    await db.execute(sql`
      select slug, title, tags, meta_configuration #>> '{description,content}' as description, '' as published
      from pages
      where status = 'published' and slug like ${cityPrefix} and tags @> array['agenda']
        and right(slug, 10) >= ${today}
      order by right(slug, 10), slug
      limit ${DIGEST_ITEMS_PER_SECTION}`),
  );
  sections.upcomingMeetings = agendas.flatMap((row) => {
    const date = MEETING_DATE.exec(row.slug)?.[1];
    return date ? [itemOf(row, date)] : [];
  });
  const more = Object.fromEntries(
    DIGEST_SECTIONS.map((section) => [section, Math.max(0, sections[section].length - DIGEST_ITEMS_PER_SECTION)]),
  ) as Record<DigestSection, number>;
  for (const section of DIGEST_SECTIONS) sections[section] = sections[section].slice(0, DIGEST_ITEMS_PER_SECTION);
  // Upcoming meetings alone are no news: an issue needs something new.
  const items = DIGEST_SECTIONS.filter((section) => section !== 'upcomingMeetings').reduce(
    (sum, section) => sum + sections[section].length + more[section],
    0,
  );
  return { content: { sections, more }, items };
}
