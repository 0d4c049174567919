import type { SearchKind, SearchMeetingType, SearchTextPart } from '@civicbrief/contracts';
import type { AlertSearchPrefill } from '@civicbrief/forms';

export interface SearchOption {
  value: string;
  label: string;
}

/**
 * What the visitor typed and chose, as the URL carried it: the same six filters its "Alert me" link hands the alert
 * form, which reads them back from the URL.
 */
export type SearchFormValues = AlertSearchPrefill;

export interface SearchResultItem {
  href: string;
  title: SearchTextPart[];
  snippet: SearchTextPart[];
  kind: SearchKind | null;
  meetingType: SearchMeetingType | null;
  /** 'Saratoga, CA', or a state's name for its own articles. */
  place: string | null;
  /** 'March 5, 2025' (first publication). */
  date: string | null;
  dateTime: string | null;
}

type SearchPageState =
  | { state: 'empty' }
  | { state: 'invalid'; fieldErrors: Record<string, string> }
  | { state: 'failed'; message: string }
  | {
      state: 'results';
      /** False when the words were only very common ones, or only left words out. */
      searchable: boolean;
      /** The words only left words out ("-budget"). */
      onlyExclusions: boolean;
      total: number;
      /** More pages matched than are ranked (the newest SEARCH_LIMITS.rankedMax were). */
      capped: boolean;
      page: number;
      pageCount: number;
      items: SearchResultItem[];
      /** The search's URL query without the page, for the paging and "Alert me" links. */
      query: string;
    };

/** The /search loader's answer. */
export type SearchPageData = SearchPageState & {
  values: SearchFormValues;
  states: SearchOption[];
  cities: SearchOption[];
};
