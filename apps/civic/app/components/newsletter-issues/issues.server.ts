import {
  DIGEST_SECTION_TITLES,
  DIGEST_SECTIONS,
  isDigestDate,
  type DigestIssue,
  type DigestSection,
} from '@civicbrief/contracts';
import type { BreadcrumbItem } from '@civicbrief/design-system';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { cityPath, type City } from '@civicbrief/locations';
import { CACHE, cacheHeaders } from '../../lib/cache-policy.server';
import { formatDate } from '../articles/format-date';
import { placeCrumbs } from '../breadcrumbs';
import { MEETINGS_SECTION_ID } from '../meetings/meetings-data';
import { issueDay } from './issue-day';
import type { IssueCity, IssueSectionView } from './issue-view';

const notFound = () => new Response('Not Found', { status: 404 });

/** Where a section's items left out of an issue are: the city page's own section when it has one. */
const MORE_ANCHORS: Partial<Record<DigestSection, string>> = {
  summaries: MEETINGS_SECTION_ID,
  articles: 'articles',
};

/** What the newsletter pages show of their city: its name, its page, its newsletter form's place. */
function issueCity(city: City): IssueCity {
  return {
    name: city.name,
    state: city.state,
    path: cityPath(city),
    place: { city: city.name, county: city.county, state: city.state },
  };
}

/** The crumbs of a city's newsletter pages: the county and city as on its other pages, then the newsletter. */
function newsletterCrumbs(city: City, date?: string): BreadcrumbItem[] {
  const list = `${cityPath(city)}/newsletter`;
  return [
    ...placeCrumbs(city),
    { label: 'Newsletter', href: list },
    ...(date ? [{ label: issueDay(date), href: `${list}/${date}` }] : []),
  ];
}

/** The issue's non-empty sections, in the mail's order, with their headings: the page needs no contract code. */
export function issueSections(issue: DigestIssue, cityHref: string): IssueSectionView[] {
  return DIGEST_SECTIONS.filter((section) => issue.sections[section].length > 0).map((section) => {
    const anchor = MORE_ANCHORS[section];
    return {
      id: section,
      title: DIGEST_SECTION_TITLES[section],
      items: issue.sections[section],
      more: issue.more[section],
      moreHref: anchor ? `${cityHref}#${anchor}` : cityHref,
    };
  });
}

/** One of each section's items, for the page's description ('1 agenda'). */
const ONE: Record<DigestSection, string> = {
  summaries: 'meeting summary',
  agendas: 'agenda',
  articles: 'article',
  voterGuides: 'voter guide',
  upcomingMeetings: 'upcoming meeting',
};

/** 'What was published for Saratoga, California from … to …: 2 meeting summaries, 1 agenda.' */
function issueDescription(issue: DigestIssue, sections: IssueSectionView[]): string {
  const counts = sections.map(({ id, title, items, more }) => {
    const count = items.length + more;
    return `${count} ${count === 1 ? ONE[id] : title.toLowerCase()}`;
  });
  const period = `from ${formatDate(issue.periodStart)} to ${formatDate(issue.periodEnd)}`;
  return `What was published for ${issue.cityName}, ${issue.stateName} ${period}: ${counts.join(', ')}.`;
}

/** The issue of `date` for its page, or a 404: a date that is not a day (no gateway call), or no issue that day. */
export async function loadIssue(request: Request, city: City, date: string) {
  if (!isDigestDate(date)) throw notFound();
  const issue = await gatewayFor(request).newsletterIssue(city.slug, date);
  if (!issue) throw notFound();
  const shown = issueCity(city);
  const sections = issueSections(issue, shown.path);
  return {
    data: {
      city: shown,
      crumbs: newsletterCrumbs(city, date),
      issue: {
        title: `${issue.cityName} newsletter, ${issueDay(issue.date)}`,
        date: issue.date,
        periodStart: issue.periodStart,
        periodEnd: issue.periodEnd,
        description: issueDescription(issue, sections),
      },
      sections,
    },
    init: { headers: cacheHeaders(CACHE.page) },
  };
}

/** The city's issues, newest first (none yet is an empty list, not a 404: the city is real). */
export async function loadIssueList(request: Request, city: City) {
  const list = await gatewayFor(request).newsletterIssues(city.slug);
  return {
    data: { city: issueCity(city), crumbs: newsletterCrumbs(city), issues: list?.issues ?? [] },
    init: { headers: cacheHeaders(CACHE.page) },
  };
}
