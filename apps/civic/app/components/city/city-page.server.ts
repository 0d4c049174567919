import { keyContactsOf, newsFeedUrlOf, type KeyContact } from '@civicbrief/contracts';
import {
  ARTICLE_PAGE_SIZE,
  ContentError,
  MEETING_PAGE_SIZE,
  type ContentClient,
  type Listing,
  type ListingItem,
} from '@civicbrief/content-client';
import { fetchArticles, type ArticlesData } from '../articles/articles.server';
import { fetchMeetings, MAX_YEAR_TABS, type MeetingsContent } from '../meetings/meetings.server';
import type { MeetingsData } from '../meetings/meetings-data';
import { fetchCityResources, type CityResourcesData } from './city-resources.server';

export interface CityPageContent {
  meetings: MeetingsData;
  articles: ArticlesData;
  resources: CityResourcesData;
  /** From the city's own content page; none (the section hidden) when it has none or cannot be read. */
  contacts: KeyContact[];
  /** The city's own news feed (a NewsFeed block on its content page), or null: the page then uses the template's. */
  newsFeedUrl: string | null;
}

export interface CityPageQuery {
  citySlug: string;
  /** The asked-for year tab and the meeting pages shown, as `meetingsQueryOf` bounds them. */
  year: number | null;
  pages: number;
  /** Article pages shown, as `articlesPageOf` bounds them. */
  articlesPage: number;
  now?: Date;
}

type Batched = Awaited<ReturnType<ContentClient['cityPage']>>;

/**
 * Items the one document may list in its two meeting lists and its article list: a listing item costs 15 of
 * the content API's 5000 (decision 014), the 100 resource sheets and the summary dates take most of them.
 * URLs asking for more pages are served by one query per block.
 */
const BATCH_MAX_ITEMS = 80;

const yearOfItem = (item: ListingItem) =>
  item.firstPublishedAt ? new Date(item.firstPublishedAt).getUTCFullYear() : null;

/** A meetings query the batched answer does not hold: the page is then read one query per block. */
class NotInBatch extends Error {}

/**
 * The batched answer as the two queries `fetchMeetings` asks, so the list is built by the same code: year
 * totals, the last year with entries (the newest summaries all lie in it or before it) and the asked year.
 */
function meetingsSource(data: Batched, { year, limit }: { year: number | null; limit: number }): MeetingsContent {
  const answer = (items: ListingItem[], total: number, count: number): Listing<ListingItem> => ({
    total,
    skip: 0,
    limit: count,
    items: items.slice(0, count),
  });
  return {
    summaryYearSpan: async () => data.span,
    recentSummariesInYear: async ({ year: tab, skip = 0, limit: count = MEETING_PAGE_SIZE }) => {
      const total = data.yearTotals?.get(tab);
      if (total === undefined || skip !== 0 || count > limit) throw new NotInBatch();
      // A tab without summaries (the current year before its first one is the default tab) needs no list.
      if (count === 0 || total === 0) return answer([], total, count);
      if (tab === data.span.last)
        return answer(
          data.meetings.items.filter((item) => yearOfItem(item) === tab),
          total,
          count,
        );
      if (tab === year && data.askedYear) return answer(data.askedYear.items, data.askedYear.total, count);
      throw new NotInBatch();
    },
  };
}

/** The three content blocks from one GraphQL request; null when that request cannot serve them. */
async function batched(
  content: Pick<ContentClient, 'cityPage'>,
  query: CityPageQuery,
): Promise<CityPageContent | null> {
  const { pages: shown, articlesPage: articlePages } = query;
  const meetingsLimit = MEETING_PAGE_SIZE * shown;
  const articlesLimit = ARTICLE_PAGE_SIZE * articlePages;
  if (2 * meetingsLimit + articlesLimit > BATCH_MAX_ITEMS) return null;
  const nowYear = (query.now ?? new Date()).getUTCFullYear();
  // yearRange takes four-digit years only; any other asked year is no tab and falls back to the default one.
  const year = query.year !== null && query.year >= 1000 ? query.year : null;
  try {
    const data = await content.cityPage({
      citySlug: query.citySlug,
      lastYear: nowYear,
      yearTabs: MAX_YEAR_TABS,
      year,
      meetingsLimit,
      articlesLimit,
    });
    const meetings = await fetchMeetings(meetingsSource(data, { year, limit: meetingsLimit }), {
      citySlug: query.citySlug,
      year,
      pages: shown,
      now: query.now,
    });
    const codeSlug = `${query.citySlug}/municipal-code`;
    return {
      meetings,
      articles: {
        items: data.articles.items,
        total: data.articles.total,
        page: articlePages,
        pageSize: ARTICLE_PAGE_SIZE,
        error: null,
      },
      resources: {
        municipalCode: data.municipalCode ? `/${codeSlug}` : null,
        resources: data.resources.items.map((item) => ({ title: item.title, href: `/${item.slug}` })),
        error: null,
      },
      ...cityBlocksOf(data.blocks),
    };
  } catch (error) {
    if (error instanceof ContentError || error instanceof NotInBatch) return null;
    throw error;
  }
}

type CityBlocks = Pick<CityPageContent, 'contacts' | 'newsFeedUrl'>;

/** What the page reads from the blocks of the city's own content page. */
function cityBlocksOf(blocks: readonly { block: string; props: unknown }[]): CityBlocks {
  return { contacts: keyContactsOf(blocks), newsFeedUrl: newsFeedUrlOf(blocks) };
}

/** The city's content page blocks; none when it cannot be read (its contacts and feed are not worth an error). */
async function fetchCityBlocks(content: Pick<ContentClient, 'pageBySlug'>, citySlug: string): Promise<CityBlocks> {
  try {
    return cityBlocksOf((await content.pageBySlug(citySlug))?.content ?? []);
  } catch {
    return cityBlocksOf([]);
  }
}

/**
 * The city page's meetings, articles, resources and key contacts: one GraphQL document when it can serve them, else (a
 * failed request, unusual paging) one query per block, each block then failing on its own with its message. Read
 * through every time: the gateway's read cache answers it and is dropped with the page cache on every content write
 * (decisions 008, 019), so a page rendered right after a write shows it (a memo here would not be dropped).
 */
export async function fetchCityPage(content: ContentClient, query: CityPageQuery): Promise<CityPageContent> {
  const one = await batched(content, query);
  if (one) return one;
  const { citySlug, year, pages, articlesPage, now } = query;
  const [meetings, articles, resources, blocks] = await Promise.all([
    fetchMeetings(content, { citySlug, year, pages, now }),
    fetchArticles(content, { slugContains: `${citySlug}/articles/`, page: articlesPage }),
    fetchCityResources(content, citySlug),
    fetchCityBlocks(content, citySlug),
  ]);
  return { meetings, articles, resources, ...blocks };
}
