// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { blankToUndefined, optionalGiven, preprocess } from '../zod-preprocess';

/**
 * Search across every city (decision 035): GET /api/search and the /search page share these bounds,
 * field names and messages. The URL parameters are the ones a saved alert keeps (q, state, city, type, from, to).
 */
export const SEARCH_LIMITS = {
  queryMaxLength: 200,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  pageMax: 50,
  /**
   * A search ranks at most this many matches, the newest (decision 035): ranking reads every ranked page's search
   * document, so a word found in most pages would read them all. Fewer matches are all ranked.
   */
  rankedMax: 1000,
} as const;

/** The meeting bodies the content tags, as the type filter offers them (the body tag is the value). */
export const searchMeetingTypes = {
  'city-council': 'City Council',
  'planning-commission': 'Planning Commission',
  'utilities-commission': 'Utilities Commission',
} as const;
export type SearchMeetingType = keyof typeof searchMeetingTypes;

/** What a result is, by its tags. */
export const searchKinds = { 'meeting-summary': 'Meeting summary', agenda: 'Agenda', article: 'Article' } as const;
export type SearchKind = keyof typeof searchKinds;

export const searchMessages = {
  queryTooLong: `Please use at most ${SEARCH_LIMITS.queryMaxLength} characters.`,
  stateInvalid: 'Please choose a state from the list.',
  cityInvalid: 'Please choose a city from the list.',
  typeInvalid: 'Please choose a meeting type from the list.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  dateRangeInvalid: 'The start date must come before the end date.',
  pageInvalid: `Please choose a page from 1 to ${SEARCH_LIMITS.pageMax}.`,
  pageSizeInvalid: `Please ask for 1 to ${SEARCH_LIMITS.pageSizeMax} results per page.`,
  emptyQuery: 'Type words to look for in every city’s meeting summaries, agendas and articles.',
  noResults: 'No meeting summaries, agendas or articles match your search.',
  onlyCommonWords: 'Your search has only very common words (such as “the” or “and”). Please add a more specific word.',
  onlyExclusions: 'Your search only leaves words out (such as “-budget”). Please add a word to look for.',
  failed: 'We couldn’t search right now. Please try again in a moment.',
} as const;

const optional = optionalGiven;
/** One check, so a value breaking both the length and the pattern gets the message once. */
const slugPart = (message: string, max: number, regex: RegExp) =>
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.refine((value) => value.length <= max && regex.test(value), message),
  );

/** A calendar day, yyyy-mm-dd, that exists. */
const day = z.string().check(
  z.trim(),
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(parsed.getTime()) &&
      parsed.toISOString().slice(0, 10) === value &&
      value >= '1900-01-01' &&
      value <= '2999-12-31'
    );
  }, searchMessages.dateInvalid),
);

const wholeNumber = (message: string, max: number, fallback: number) =>
  preprocess(
    blankToUndefined,
    z._default(
      z.coerce.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message)),
      fallback,
    ),
  );

/** The search's words and filters, as a URL carries them. An empty q is a valid search that returns nothing. */
export const SearchQuery = z
  .object({
    q: preprocess(
      (value) => value ?? '',
      z.string().check(z.trim(), z.maxLength(SEARCH_LIMITS.queryMaxLength, searchMessages.queryTooLong)),
    ),
    /** A state's code, as in the city paths (ca). */
    state: optional(slugPart(searchMessages.stateInvalid, 2, /^[a-z]{2}$/)),
    /** A city's path segment (saratoga). */
    city: optional(slugPart(searchMessages.cityInvalid, 100, /^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    /** A meeting body's tag (city-council). */
    type: optional(
      z.enum(Object.keys(searchMeetingTypes) as [SearchMeetingType, ...SearchMeetingType[]], {
        error: searchMessages.typeInvalid,
      }),
    ),
    /** First publication from this day (inclusive, UTC). */
    from: optional(day),
    /** First publication up to this day (inclusive, UTC). */
    to: optional(day),
    page: wholeNumber(searchMessages.pageInvalid, SEARCH_LIMITS.pageMax, 1),
    pageSize: wholeNumber(searchMessages.pageSizeInvalid, SEARCH_LIMITS.pageSizeMax, SEARCH_LIMITS.pageSizeDefault),
  })
  .check(
    z.refine((search) => !search.from || !search.to || search.from <= search.to, {
      message: searchMessages.dateRangeInvalid,
      path: ['to'],
    }),
  );
export type SearchQuery = z.infer<typeof SearchQuery>;
export type SearchQueryInput = z.input<typeof SearchQuery>;

/** The URL query of a search (the page's, the API's and the alert link's), without empty or default values. */
export function searchParamsOf(
  search: Partial<Omit<SearchQuery, 'page' | 'pageSize'>> & { page?: number; pageSize?: number },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'state', 'city', 'type', 'from', 'to'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.pageSize && search.pageSize !== SEARCH_LIMITS.pageSizeDefault)
    params.set('pageSize', String(search.pageSize));
  return params;
}
