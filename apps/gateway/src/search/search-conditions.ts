import { escapeRegex, pages } from '@civicbrief/gateway-db';
import { and, arrayContains, arrayOverlaps, eq, gte, lt, not, sql, type SQL } from 'drizzle-orm';

/**
 * The one full-text engine of the site (decision 035): the search page and the topic alerts match pages with these
 * conditions, so a saved search finds exactly what the same search shows. The text search configuration is the one
 * the `pages.search` column is built with (migration 0008): a query parsed with another would stem differently.
 */
export const SEARCH_CONFIG = 'english';

/** The page kinds a search covers, by tag. */
export const SEARCHED_TAGS = ['meeting-summary', 'agenda', 'article'] as const;
/** Indexes of a year's summaries, not a meeting: never a result (as in the feeds, decision 033). */
export const LISTING_TAG = 'yearly-listing';

/** The words and filters of a search, as the URL and a saved alert carry them (contracts' SearchQuery). */
export interface SearchFilters {
  /** Web-search syntax: "a phrase", `or`, -excluded. */
  q: string;
  /** A state's code (ca). */
  state?: string | null;
  /** A city's path segment (saratoga). */
  city?: string | null;
  /** A meeting body's tag (city-council). */
  type?: string | null;
  /** First publication from this day, inclusive (yyyy-mm-dd, UTC). */
  from?: string | null;
  /** First publication up to this day, inclusive. */
  to?: string | null;
}

/**
 * `websearch_to_tsquery`: quotes make a phrase, `or` an alternative, a leading `-` an exclusion, and it never fails
 * on any input (unbalanced quotes, lone operators). The text is a bound parameter, never SQL.
 */
export function searchTsQuery(q: string | SQL): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${q})`;
}

/**
 * The part of a query the GIN index can find, as text (`querytree`): '' for only stop words, 'T' when nothing is
 * left to look for (only exclusions: "-budget", "council or -meeting"), else the words and phrases without the
 * exclusions. A search that gives no indexable part finds nothing: it would read every page (decision 040).
 */
export function indexablePart(tsQuery: SQL): SQL {
  return sql`querytree(${tsQuery})`;
}

/**
 * The indexable part with its phrases loosened to "all of these words" (`<->` and `<N>` become `&`): what the GIN
 * index answers exactly, without reading a page's search document again.
 */
export function candidateTsQuery(tsQuery: SQL): SQL {
  return sql`regexp_replace(querytree(${tsQuery}), '<(-|[0-9]+)>', '&', 'g')::tsquery`;
}

/** Published pages a search may show: summaries, agendas and articles, without the yearly listings. */
export function searchablePages(): SQL {
  return and(
    eq(pages.status, 'published'),
    arrayOverlaps(pages.tags, [...SEARCHED_TAGS]),
    not(arrayContains(pages.tags, [LISTING_TAG])),
  ) as SQL;
}

/** The page matches the query (the GIN index on `pages.search` serves it). */
export function matchesQuery(tsQuery: SQL): SQL {
  return sql`${pages.search} @@ ${tsQuery}`;
}

/**
 * Where a page is, from its slug (`{state}/{county}/{city}/…`, decision 007): a regular expression anchored at the
 * start, or null without a place filter. A city without a state is that city segment in any state.
 */
export function placePattern(filters: Pick<SearchFilters, 'state' | 'city'>): string | null {
  if (!filters.state && !filters.city) return null;
  const state = filters.state ? escapeRegex(filters.state) : '[a-z]{2}';
  return filters.city ? `^${state}/[^/]+/${escapeRegex(filters.city)}/` : `^${state}/`;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** The filters' conditions (place, meeting type, publication dates), without the words. */
export function filterConditions(filters: Omit<SearchFilters, 'q'>): SQL[] {
  const conditions: SQL[] = [];
  const place = placePattern(filters);
  if (place) conditions.push(sql`${pages.slug} ~ ${place}`);
  if (filters.type) conditions.push(arrayContains(pages.tags, [filters.type]));
  if (filters.from) conditions.push(gte(pages.firstPublishedAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(pages.firstPublishedAt, nextDay(filters.to)));
  return conditions;
}

/** Every condition of a search: searchable, matching the words, within the filters. */
export function searchConditions(filters: SearchFilters, tsQuery: SQL = searchTsQuery(filters.q)): SQL {
  return and(searchablePages(), matchesQuery(tsQuery), ...filterConditions(filters)) as SQL;
}
