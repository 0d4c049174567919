import type { MEETING_PAGE_SIZE } from '@civicbrief/content-client';

/** One entry of the meeting summaries list, ready to render (server and browser agree on the date text). */
export interface MeetingListItem {
  id: string;
  title: string;
  /** Site path of the summary page, '/' + slug. */
  href: string;
  /** 'March 4, 2026' from the slug, the year for a yearly listing, or null. */
  date: string | null;
  category: string | null;
}

/** The city page's meeting summaries list as its loader hands it over (spec §4 year tabs, §9 page size). */
export interface MeetingsData {
  /** Year tabs with entries, oldest first. */
  years: number[];
  /** The selected tab, null when the city has no summaries. */
  year: number | null;
  items: MeetingListItem[];
  /** Summaries in the selected year. */
  total: number;
  /** Pages loaded, from 1. */
  pages: number;
  pageSize: typeof MEETING_PAGE_SIZE;
  /** The spec's message when the list could not be loaded. */
  error: string | null;
}

/** One page of a year, as the meetings resource route answers the list's fetcher. */
export interface MeetingsPage {
  year: number;
  page: number;
  items: MeetingListItem[];
  total: number;
  error: string | null;
}

/** Query parameters of the no-JavaScript list: `?year=2025&pages=2` (the city loader) and `?year=2025&page=2` (the resource route). */
export const MEETING_YEAR_PARAM = 'year';
export const MEETING_PAGES_PARAM = 'pages';
export const MEETING_PAGE_PARAM = 'page';

/** Id of the list's section on the city page: the sub-navigation and the no-JS links jump to it. */
export const MEETINGS_SECTION_ID = 'meeting-summaries';

/** Whether 'Show more' is offered: more summaries exist than the pages loaded show (spec §4). */
export function hasMoreMeetings(total: number, pages: number, pageSize: number): boolean {
  return total > pageSize * pages;
}
