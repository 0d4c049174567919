import { ContentError } from '@civicbrief/content-client';
import { cityCountsByState, findState, type City } from '@civicbrief/locations';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { redirect } from '@remix-run/node';
import { CACHE } from '../../lib/cache-policy.server';
import { isCanonicalCityPath, requireCity } from '../city/city-params';
import { issueDay } from '../newsletter-issues/issue-day';
import { siteOrigin } from '../sitemap/site-origin.server';
import { meetingsCalendar } from './calendar.server';
import { feedUpdated, toFeedEntry, type FeedDocument, type FeedEntry, type MeetingPage } from './feed-model';
import { cityScope, feedPath, stateScope, type FeedFile, type FeedScope } from './feed-scope';
import { atomFeed, rssFeed } from './feed-xml';
import { CALENDAR_PAGES, FEED_ENTRIES, fetchMeetingPages, publishedContent } from './meeting-pages.server';

export type FeedFormat = Exclude<FeedFile, 'calendar'>;

const CONTENT_TYPES: Record<FeedFile, string> = {
  atom: 'application/atom+xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  calendar: 'text/calendar; charset=utf-8',
};

/** The feed of a scope's newest meeting pages, with absolute links. */
export function feedDocument(
  scope: FeedScope,
  pages: readonly MeetingPage[],
  origin: string,
  now = new Date(),
  issues: readonly FeedEntry[] = [],
): FeedDocument {
  // A city's newsletter issues (decision 046) go in with its pages, newest first, within the same count.
  const entries = [...pages.map((page) => toFeedEntry(page, origin)), ...issues]
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, Math.max(pages.length, FEED_ENTRIES));
  return {
    title: `${scope.name}: meeting summaries and agendas | CivicBrief`,
    description: `The newest city council, planning and utilities meeting summaries and agendas of ${scope.name}, from CivicBrief.`,
    author: 'CivicBrief',
    links: {
      atom: origin + feedPath(scope, 'atom'),
      rss: origin + feedPath(scope, 'rss'),
      page: origin + scope.pagePath,
      site: `${origin}/`,
    },
    updated: feedUpdated(entries, now),
    entries,
  };
}

/**
 * The answer of a feed or calendar route: the body with its type and the content pages' shared-cache policy, so
 * the front door's page cache and a CDN keep it (decision 019); a content failure is a 503 that nothing keeps.
 */
async function answer(
  file: FeedFile,
  build: () => Promise<string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    const body = await build();
    return new Response(body, {
      headers: { 'Content-Type': CONTENT_TYPES[file], 'Cache-Control': CACHE.page, ...headers },
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return new Response(error.message, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.noStore, 'Retry-After': '60' },
    });
  }
}

/** A city's newest newsletter issues as feed entries; none when the gateway cannot say (the feed goes on without). */
async function issueEntries(request: Request, city: City, origin: string): Promise<FeedEntry[]> {
  let list: Awaited<ReturnType<ReturnType<typeof gatewayFor>['newsletterIssues']>> = null;
  try {
    list = await gatewayFor(request).newsletterIssues(city.slug);
  } catch {
    // The feed goes on with the pages alone.
  }
  return (list?.issues ?? []).slice(0, FEED_ENTRIES).map((issue) => {
    const published = new Date(`${issue.date}T00:00:00Z`);
    return {
      url: `${origin}/${city.slug}/newsletter/${issue.date}`,
      title: `${city.name} newsletter, ${issueDay(issue.date)}`,
      summary: `${issue.items} new ${issue.items === 1 ? 'page' : 'pages'} for ${city.name}, ${city.stateCode}.`,
      published,
      updated: published,
      categories: [{ term: 'newsletter', label: 'Newsletter' }],
    };
  });
}

export function feedResponse(request: Request, scope: FeedScope, format: FeedFormat, city?: City): Promise<Response> {
  return answer(format, async () => {
    const origin = siteOrigin();
    const [pages, issues] = await Promise.all([
      fetchMeetingPages(publishedContent(request), { slugPrefix: scope.slugPrefix, count: FEED_ENTRIES }),
      city ? issueEntries(request, city, origin) : [],
    ]);
    const feed = feedDocument(scope, pages, origin, new Date(), issues);
    return format === 'atom' ? atomFeed(feed) : rssFeed(feed);
  });
}

/** The city of a feed route, or a 404; a city path spelled in another case redirects to its canonical feed. */
export function requireFeedCity(params: Record<string, string | undefined>, file: FeedFile): City {
  const city = requireCity(params);
  if (!isCanonicalCityPath(params, city)) throw redirect(feedPath(cityScope(city), file), 301);
  return city;
}

/** The state of a state feed: a covered state's slug (/california), as the state page; anything else 404s. */
export function requireFeedState(params: Record<string, string | undefined>): FeedScope {
  const state = findState(params['state']);
  if (!state || state.slug !== params['state'] || !cityCountsByState[state.name])
    throw new Response('Not Found', { status: 404 });
  return stateScope(state);
}

export function calendarResponse(request: Request, city: City): Promise<Response> {
  const scope = cityScope(city);
  const filename = `${city.slug.split('/').pop()}-${city.stateCode.toLowerCase()}-meetings.ics`;
  return answer(
    'calendar',
    async () => {
      const pages = await fetchMeetingPages(publishedContent(request), {
        slugPrefix: scope.slugPrefix,
        count: CALENDAR_PAGES,
      });
      return meetingsCalendar({ scope, placeName: city.name, pages, origin: siteOrigin() });
    },
    { 'Content-Disposition': `attachment; filename="${filename}"` },
  );
}
