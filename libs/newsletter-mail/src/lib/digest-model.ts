import {
  DIGEST_SECTION_TITLES,
  DIGEST_SECTIONS,
  isDigestDate,
  listOfPlaces as listOf,
  type DigestIssue,
  type DigestSection,
} from '@civicbrief/contracts';

/** A content slug as pages are written (`page-input.ts`): lowercase words joined by `-` or `/`. */
const SLUG = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'March 4, 2026' for an ISO date or date-time, in UTC like the site; null for text that is not a date. */
export function formatDay(iso: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** The site's origin as given, checked to be one (`https://civicbrief.example`, no path, no trailing slash). */
export function checkOrigin(siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    throw new TypeError(`siteOrigin is not a URL: ${siteOrigin}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== siteOrigin)
    throw new TypeError(`siteOrigin must be an http(s) origin without a path or trailing slash: ${siteOrigin}`);
  return siteOrigin;
}

/** A page of the site: the origin and a content slug, the slug checked so that nothing else enters the URL. */
export function pageUrl(siteOrigin: string, slug: string): string {
  if (!SLUG.test(slug)) throw new TypeError(`Not a content slug: ${JSON.stringify(slug)}`);
  return `${siteOrigin}/${slug}`;
}

/** A signed link the caller made (unsubscribe, my data): used as given, once checked to be on the site. */
export function checkSiteLink(siteOrigin: string, link: string, name: string): string {
  let origin: string | null = null;
  try {
    origin = new URL(link).origin;
  } catch {
    // reported below
  }
  if (origin !== siteOrigin || !link.startsWith(`${siteOrigin}/`))
    throw new TypeError(`links.${name} must be a URL on ${siteOrigin}`);
  return link;
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
function issueDay(issue: DigestIssue): string {
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

/** Whether a section has anything to show: items, or a count of items left out. */
export const hasSection = (issue: DigestIssue, section: DigestSection): boolean =>
  issue.sections[section].length > 0 || issue.more[section] > 0;

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

/** The subscriber's signed links, made by the caller: each must be a page of the site. */
export interface DigestLinks {
  /** Stop the newsletter for every city of the address. */
  unsubscribe: string;
  /** Choose how often it comes: weekly, daily or never. */
  frequency: string;
  /** Download or erase everything held about the address. */
  myData: string;
}

export interface DigestMailInput {
  firstName: string | null;
  /** One or more issues, of one or more cities, newest first. */
  issues: DigestIssue[];
  /** e.g. https://civicbrief.example (no trailing slash) */
  siteOrigin: string;
  links: DigestLinks;
}

export interface ItemView {
  title: string;
  url: string;
  /** 'March 4, 2026', or null when the item has no readable date. */
  date: string | null;
  description: string;
}

export interface SectionView {
  title: string;
  items: ItemView[];
  /** Items left out, and the city page that has them; null when none were. */
  more: { count: number; url: string } | null;
}

export interface IssueView {
  /** 'Saratoga, California: March 4, 2026' */
  title: string;
  webUrl: string;
  sections: SectionView[];
}

/** What the mail says, every URL made and checked: the view renders it and adds nothing from the input. */
export interface DigestView {
  subject: string;
  preview: string;
  greeting: string;
  /** 'Saratoga, California' or 'Saratoga, California and Austin, Texas' */
  cities: string;
  siteOrigin: string;
  issues: IssueView[];
  links: DigestLinks;
}

/** The mail's content from its input; throws a TypeError for an input that would make a wrong link. */
export function digestView(input: DigestMailInput): DigestView {
  if (input.issues.length === 0) throw new TypeError('A digest mail needs at least one issue');
  const siteOrigin = checkOrigin(input.siteOrigin);
  const firstName = input.firstName?.trim();
  return {
    subject: digestSubject(input.issues),
    preview: digestPreview(input.issues),
    greeting: firstName ? `Hi ${firstName},` : 'Hello,',
    cities: listOf(citiesOf(input.issues).map((city) => `${city.name}, ${city.stateName}`)),
    siteOrigin,
    issues: input.issues.map((issue) => ({
      title: `${issue.cityName}, ${issue.stateName}: ${issueDay(issue)}`,
      webUrl: pageUrl(siteOrigin, `${issue.citySlug}/newsletter/${issue.date}`),
      sections: DIGEST_SECTIONS.filter((section) => hasSection(issue, section)).map((section) => ({
        title: DIGEST_SECTION_TITLES[section],
        items: issue.sections[section].map((item) => ({
          title: item.title,
          url: pageUrl(siteOrigin, item.slug),
          date: formatDay(item.date),
          description: item.description,
        })),
        more: issue.more[section] > 0 ? { count: issue.more[section], url: pageUrl(siteOrigin, issue.citySlug) } : null,
      })),
    })),
    links: {
      unsubscribe: checkSiteLink(siteOrigin, input.links.unsubscribe, 'unsubscribe'),
      frequency: checkSiteLink(siteOrigin, input.links.frequency, 'frequency'),
      myData: checkSiteLink(siteOrigin, input.links.myData, 'myData'),
    },
  };
}
