import { parseSummaryDate } from '@civicbrief/content-client';

/** The meeting pages a feed or calendar reads (published agendas and meeting summaries, newest first). */
export interface MeetingPage {
  id: string;
  title: string;
  slug: string;
  tags: string[];
  /** ISO date-times. */
  firstPublishedAt: string;
  publishedAt: string | null;
  description: string | null;
}

/** One entry of a feed: a page, by its canonical URL. */
export interface FeedEntry {
  url: string;
  title: string;
  summary: string | null;
  published: Date;
  updated: Date;
  categories: { term: string; label: string }[];
}

/** The absolute URLs a feed names: itself in both formats, the page it follows and the site. */
export interface FeedLinks {
  atom: string;
  rss: string;
  page: string;
  site: string;
}

export interface FeedDocument {
  title: string;
  description: string;
  author: string;
  links: FeedLinks;
  updated: Date;
  entries: FeedEntry[];
}

/** The meeting bodies the content tags (tools/content/seed/meetings), with the names residents know. */
export const MEETING_BODIES: Readonly<Record<string, string>> = {
  'city-council': 'City Council',
  'planning-commission': 'Planning Commission',
  'utilities-commission': 'Utilities Commission',
};

/** What a page is, by its tags: an agenda or a meeting summary. */
export const PAGE_KINDS: Readonly<Record<string, string>> = { agenda: 'Agenda', 'meeting-summary': 'Meeting summary' };

/** Yearly listings are indexes of a year's summaries, not a meeting: never an entry or an event. */
export const LISTING_TAG = 'yearly-listing';

/** The meeting body a page is about, from its tags; null when it names none we know. */
export function bodyOf(page: Pick<MeetingPage, 'tags'>): string | null {
  return page.tags.find((tag) => tag in MEETING_BODIES) ?? null;
}

export function toFeedEntry(page: MeetingPage, origin: string): FeedEntry {
  const published = new Date(page.firstPublishedAt);
  const updated = page.publishedAt ? new Date(page.publishedAt) : published;
  const labelled = { ...PAGE_KINDS, ...MEETING_BODIES };
  return {
    url: `${origin}/${page.slug}`,
    title: page.title,
    summary: page.description,
    published,
    // A page edited before it was first published (an import with both dates) still reads as updated no earlier.
    updated: updated > published ? updated : published,
    categories: page.tags.filter((tag) => tag in labelled).map((tag) => ({ term: tag, label: labelled[tag] ?? tag })),
  };
}

/** The date of the feed: its newest entry's, so the same content always gives the same document. */
export function feedUpdated(entries: readonly FeedEntry[], now = new Date()): Date {
  return (
    entries.reduce<Date | null>((latest, entry) => (latest && latest > entry.updated ? latest : entry.updated), null) ??
    now
  );
}

/** The meeting date of a page (from its slug, as the meeting pages do), or null for a page without one. */
export const meetingDateOf = (page: Pick<MeetingPage, 'slug'>) => parseSummaryDate(page.slug);
