import { ContentError, MEETING_PAGE_SIZE, type ContentClient, type ListingItem } from '@civicbrief/content-client';
import { meetingDateLabel } from './meeting-date';
import {
  MEETING_PAGE_PARAM,
  MEETING_PAGES_PARAM,
  MEETING_YEAR_PARAM,
  type MeetingListItem,
  type MeetingsData,
  type MeetingsPage,
} from './meetings-data';

export type MeetingsContent = Pick<ContentClient, 'summaryYearSpan' | 'recentSummariesInYear'>;

// A hand-edited URL must not ask for hundreds of summaries at once, nor for a century of year tabs.
const MAX_PAGES = 25;
export const MAX_YEAR_TABS = 10;

export function toMeetingListItem(item: ListingItem): MeetingListItem {
  return {
    id: item.id,
    title: item.title,
    href: `/${item.slug}`,
    date: meetingDateLabel(item.slug),
    category: item.category,
  };
}

function positiveInt(value: string | null, max: number): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? Math.min(number, max) : null;
}

/** `?year=` and `?pages=` of the city page (no-JS tabs and 'Show more'); missing or malformed values are ignored. */
export function meetingsQueryOf(url: URL): { year: number | null; pages: number } {
  return {
    year: positiveInt(url.searchParams.get(MEETING_YEAR_PARAM), 9998),
    pages: positiveInt(url.searchParams.get(MEETING_PAGES_PARAM), MAX_PAGES) ?? 1,
  };
}

/** `?year=` and `?page=` of the meetings resource route; null without a year. */
export function meetingsPageQueryOf(url: URL): { year: number; page: number } | null {
  const year = positiveInt(url.searchParams.get(MEETING_YEAR_PARAM), 9998);
  if (year === null || year < 1000) return null;
  return { year, page: positiveInt(url.searchParams.get(MEETING_PAGE_PARAM), MAX_PAGES) ?? 1 };
}

const failed = (error: unknown, pages: number): MeetingsData => {
  if (!(error instanceof ContentError)) throw error;
  return { years: [], year: null, items: [], total: 0, pages, pageSize: MEETING_PAGE_SIZE, error: error.message };
};

/**
 * The year tabs and the selected year's first `pages` pages (spec §4, §9). Tabs run from the year of the
 * city's oldest summary to the current year and keep only years with entries, plus the selected one; the
 * default tab is the current year (spec §9), shown even before its first summary. Content failures become
 * the spec's message.
 */
export async function fetchMeetings(
  content: MeetingsContent,
  {
    citySlug,
    year,
    pages = 1,
    now = new Date(),
  }: { citySlug: string; year?: number | null; pages?: number; now?: Date },
): Promise<MeetingsData> {
  const shown = Math.min(Math.max(1, Math.floor(pages)), MAX_PAGES);
  try {
    const span = await content.summaryYearSpan({ citySlug });
    if (span.total === 0 || span.first === null || span.last === null) {
      return { years: [], year: null, items: [], total: 0, pages: 1, pageSize: MEETING_PAGE_SIZE, error: null };
    }
    const current = now.getUTCFullYear();
    const end = Math.max(current, span.last);
    const start = Math.max(span.first, end - MAX_YEAR_TABS + 1);
    const candidates = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const wanted = year && candidates.includes(year) ? year : current;
    const list = (selected: number, count: number) =>
      content.recentSummariesInYear({ citySlug, year: selected, skip: 0, limit: MEETING_PAGE_SIZE * count });
    const totalOf = async (y: number) =>
      [y, (await content.recentSummariesInYear({ citySlug, year: y, limit: 0 })).total] as const;
    const [otherTotals, listing] = await Promise.all([
      Promise.all(candidates.filter((y) => y !== wanted).map(totalOf)),
      list(wanted, shown),
    ]);
    const totals = new Map([...otherTotals, [wanted, listing.total] as const]);
    // An asked-for year without entries falls back to the default tab, first page.
    const fallback = listing.total === 0 && wanted !== current;
    const [selected, page] = fallback ? [current, await list(current, 1)] : [wanted, listing];
    return {
      years: candidates.filter((y) => (totals.get(y) ?? 0) > 0 || y === selected),
      year: selected,
      items: page.items.map(toMeetingListItem),
      total: page.total,
      pages: fallback ? 1 : shown,
      pageSize: MEETING_PAGE_SIZE,
      error: null,
    };
  } catch (error) {
    return failed(error, shown);
  }
}

/** One page of one year tab, for the list's fetcher ('Show more' appends it, a tab change replaces the list with page 1). */
export async function fetchMeetingsPage(
  content: Pick<ContentClient, 'recentSummariesInYear'>,
  { citySlug, year, page }: { citySlug: string; year: number; page: number },
): Promise<MeetingsPage> {
  try {
    const listing = await content.recentSummariesInYear({
      citySlug,
      year,
      skip: (page - 1) * MEETING_PAGE_SIZE,
      limit: MEETING_PAGE_SIZE,
    });
    return { year, page, items: listing.items.map(toMeetingListItem), total: listing.total, error: null };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { year, page, items: [], total: 0, error: error.message };
  }
}
