import {
  DIGEST_SECTIONS,
  isDigestDate,
  listOfPlaces as listOf,
  type DigestIssue,
  type DigestSection,
} from '@civicbrief/contracts';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'March 4, 2026' for an ISO date or date-time, in UTC like the site; null for text that is not a date. */
export function formatDay(iso: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

export interface DigestCity {
  slug: string;
  name: string;
  stateName: string;
}

/** The cities of the issues, each once, in the order of their first (newest) issue. */
export function citiesOf(issues: DigestIssue[]): DigestCity[] {
  const cities = new Map<string, DigestCity>();
  for (const issue of issues)
    if (!cities.has(issue.citySlug))
      cities.set(issue.citySlug, { slug: issue.citySlug, name: issue.cityName, stateName: issue.stateName });
  return [...cities.values()];
}

/** An issue's day in words; throws for a date that is not a day (it is part of the web version's address). */
export function issueDay(issue: DigestIssue): string {
  if (!isDigestDate(issue.date)) throw new TypeError(`Not an issue date: ${JSON.stringify(issue.date)}`);
  return formatDay(issue.date) as string;
}

/** "Saratoga newsletter: March 4, 2026" for one city's issues (the newest one's day); for several, how many. */
export function digestSubject(issues: DigestIssue[]): string {
  const cities = citiesOf(issues);
  const [first] = cities;
  if (cities.length === 1) return `${first.name} newsletter: ${issueDay(issues[0])}`;
  const more = cities.length - 1;
  return `Your CivicBrief newsletter: ${first.name} and ${more} more ${more === 1 ? 'city' : 'cities'}`;
}

const NOUNS: Record<DigestSection, [one: string, many: string]> = {
  summaries: ['meeting summary', 'meeting summaries'],
  agendas: ['agenda', 'agendas'],
  articles: ['article', 'articles'],
  voterGuides: ['voter guide', 'voter guides'],
  upcomingMeetings: ['upcoming meeting', 'upcoming meetings'],
};

/** The inbox preview line: what the issues hold, counted ("4 meeting summaries, 2 agendas and 1 article"). */
export function digestPreview(issues: DigestIssue[]): string {
  const counts = DIGEST_SECTIONS.map((section) => {
    const count = issues.reduce((sum, issue) => sum + issue.sections[section].length + issue.more[section], 0);
    return count === 0 ? null : `${count} ${NOUNS[section][count === 1 ? 0 : 1]}`;
  }).filter((part): part is string => part !== null);
  const what =
    counts.length <= 1 ? (counts[0] ?? 'News') : `${counts.slice(0, -1).join(', ')} and ${counts[counts.length - 1]}`;
  const cities = citiesOf(issues).map((city) => city.name);
  const where = cities.length > 2 ? [cities[0], `${cities.length - 1} more cities`] : cities;
  return `${what} for ${listOf(where)}.`;
}
