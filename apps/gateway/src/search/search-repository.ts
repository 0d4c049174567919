import {
  SEARCH_LIMITS,
  searchKinds,
  searchMeetingTypes,
  type SearchHit,
  type SearchKind,
  type SearchMeetingType,
  type SearchQuery,
  type SearchResult,
} from '@civicbrief/contracts';
import { pages, type Database } from '@civicbrief/gateway-db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { MARK_END, MARK_OPTIONS, MARK_START, markedParts } from './marked-text';
import { candidateTsQuery, indexablePart, SEARCH_CONFIG, searchConditions, searchTsQuery } from './search-conditions';

const config = sql.raw(`'${SEARCH_CONFIG}'`);

/** Two fragments of about 12-30 words around the matches; the start of the text when only the title matched. */
const SNIPPET_OPTIONS = `${MARK_OPTIONS}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${MARK_OPTIONS}, HighlightAll=true`;

/**
 * The block strings a snippet may quote: the human-readable ones, not links, paths or bare ISO dates (a bound
 * jsonpath, so nothing here is SQL).
 */
const READABLE_BLOCK_STRINGS =
  'strict $[*].props.** ? (@.type() == "string" && !(@ like_regex "^(/|https?:|[0-9]{4}-[0-9]{2}-[0-9]{2}$)"))';

/** Markdown's link targets and markup characters, dropped from a snippet's text. */
const MARKUP = '\\]\\([^)]*\\)|[*_#>`|~\\[\\]]+';

/** Removes the mark characters from a text, so content can never forge a mark. */
const unmarked = (text: SQL) => sql`translate(${text}, ${MARK_START + MARK_END}, '')`;

/**
 * A page's readable text, only for the headlines of one page of results: its description, its markdown without the
 * markup characters and link targets, then its blocks' readable strings.
 */
const pageText = unmarked(
  sql`regexp_replace(concat_ws(' … ', ${pages.metaConfiguration} #>> '{description,content}', ${pages.props} ->> 'content',
    (select string_agg(value #>> '{}', ' ') from jsonb_path_query(${pages.content}, ${READABLE_BLOCK_STRINGS}::jsonpath) as value)),
    ${MARKUP}, ' ', 'g')`,
);

const kindOf = (tags: readonly string[]): SearchKind | null =>
  (Object.keys(searchKinds) as SearchKind[]).find((kind) => tags.includes(kind)) ?? null;
const meetingTypeOf = (tags: readonly string[]): SearchMeetingType | null =>
  (Object.keys(searchMeetingTypes) as SearchMeetingType[]).find((type) => tags.includes(type)) ?? null;

export interface SearchRepository {
  search(query: SearchQuery): Promise<SearchResult>;
}

/**
 * A phrase or an exclusion is looked for among at most this many of the newest pages that have all of its words
 * (decision 040): the GIN index finds those exactly, and only they are read again for word order or excluded words,
 * so no search reads every page. A phrase found only in older pages is not found.
 */
export const SEARCH_CANDIDATES_MAX = 1500;

/** How the GIN index serves a query: not at all (nothing to look for), exactly, or with its candidates read again. */
type QueryShape = 'none' | 'exclusions-only' | 'exact' | 'rechecked';

const PHRASE = /<(-|\d+)>/;

export function createSearchRepository(db: Database): SearchRepository {
  const shapeOf = async (tsQuery: SQL): Promise<QueryShape> => {
    const [row] = await rowsOf<{ tree: string; whole: string }>(
      db,
      sql`select ${indexablePart(tsQuery)} as tree, ${tsQuery}::text as whole`,
    );
    if (!row?.tree) return 'none';
    if (row.tree === 'T') return 'exclusions-only';
    return row.tree === row.whole && !PHRASE.test(row.whole) ? 'exact' : 'rechecked';
  };

  return {
    search: async (query) => {
      const { page, pageSize } = query;
      const empty: SearchResult = { total: 0, capped: false, page, pageSize, searchable: false, hits: [] };
      if (!query.q) return empty;

      const tsQuery = searchTsQuery(query.q);
      const shape = await shapeOf(tsQuery);
      // Only common words ("the and") or only exclusions ("-budget"): nothing the index can look for.
      if (shape === 'none') return empty;
      if (shape === 'exclusions-only') return { ...empty, onlyExclusions: true };
      const matches = await newestMatches(db, query, tsQuery, shape === 'rechecked');
      const ranked = await rankedPage(db, query, tsQuery, matches);
      // No rows: no match, or a page past the last (whose total comes from a count).
      const matched = ranked[0]?.matched ?? (await windowCounts(db, matches, false)).matches;
      const counts = { total: Math.min(matched, SEARCH_LIMITS.rankedMax), capped: matched > SEARCH_LIMITS.rankedMax };
      if (ranked.length === 0) return { ...empty, ...counts, searchable: true };

      // The headlines are costly: for this page's rows only.
      const rows = await db
        .select({
          id: pages.id,
          slug: pages.slug,
          tags: pages.tags,
          firstPublishedAt: pages.firstPublishedAt,
          title: sql<string>`ts_headline(${config}, ${unmarked(sql`${pages.title}`)}, ${tsQuery}, ${TITLE_OPTIONS})`,
          snippet: sql<string>`ts_headline(${config}, ${pageText}, ${tsQuery}, ${SNIPPET_OPTIONS})`,
        })
        .from(pages)
        .where(
          inArray(
            pages.id,
            ranked.map((row) => row.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const hits = ranked.flatMap(({ id }): SearchHit[] => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            slug: row.slug,
            title: markedParts(row.title),
            snippet: markedParts(row.snippet),
            kind: kindOf(row.tags),
            meetingType: meetingTypeOf(row.tags),
            publishedAt: row.firstPublishedAt ? new Date(row.firstPublishedAt).toISOString() : null,
          },
        ];
      });
      return { ...counts, page, pageSize, searchable: true, hits };
    },
  };
}

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const newestFirst = sql`${pages.firstPublishedAt} desc nulls last, ${pages.slug}`;

/**
 * How far back, in days, a search first looks before it looks at every page (decision 040). The newest
 * rankedMax + 1 matches of a common word are all recent: found among the recent pages (the date index and the GIN
 * index together), they cost the same however many older pages hold the word. A rarer word has fewer matches in
 * the window and is looked for further back; the last try has no window, so nothing is ever missed.
 */
export const SEARCH_WINDOWS_DAYS = [31, 183, 731] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The CTEs naming the newest rankedMax + 1 matches, in the narrowest window that has that many (or with none):
 * the same rows a search without a window names, since they are the newest.
 */
async function newestMatches(
  db: Database,
  query: SearchQuery,
  tsQuery: SQL,
  rechecked: boolean,
  now = Date.now(),
): Promise<SQL> {
  for (const days of SEARCH_WINDOWS_DAYS) {
    const matches = matchesOf(query, tsQuery, rechecked, new Date(now - days * DAY_MS));
    const found = await windowCounts(db, matches, rechecked);
    // Enough matches; or, for a phrase or exclusion, as many candidates as are ever checked: the same ones as
    // without a window (the newest), so a wider window would find nothing more.
    if (found.matches > SEARCH_LIMITS.rankedMax || found.candidates >= SEARCH_CANDIDATES_MAX) return matches;
  }
  return matchesOf(query, tsQuery, rechecked, null);
}

/**
 * How many matches (up to rankedMax + 1) and, for a phrase or exclusion, candidates (up to the cap) `matches` names;
 * also the total of a page past the last, which has no ranked rows to carry it.
 */
async function windowCounts(
  db: Database,
  matches: SQL,
  rechecked: boolean,
): Promise<{ matches: number; candidates: number }> {
  const candidates = rechecked ? sql`(select count(*) from candidates)` : sql`0`;
  const [row] = await rowsOf<{ matches: number | string; candidates: number | string }>(
    db,
    sql`with ${matches} select (select count(*) from matches) as matches, ${candidates} as candidates`,
  );
  return { matches: Number(row?.matches ?? 0), candidates: Number(row?.candidates ?? 0) };
}

/**
 * The CTEs naming the newest rankedMax + 1 matches (`matches`: id, published, slug) first published since `since`
 * (null: any time, undated pages last). The GIN index finds them, with the date index when there is a window. A
 * phrase or exclusion (`rechecked`) is checked on the newest SEARCH_CANDIDATES_MAX pages that have all of its words.
 */
function matchesOf(query: SearchQuery, tsQuery: SQL, rechecked: boolean, since: Date | null): SQL {
  const limit = SEARCH_LIMITS.rankedMax + 1;
  const window = since ? sql` and ${pages.firstPublishedAt} >= ${since}` : sql``;
  if (!rechecked) {
    return sql`matches as (
      select ${pages.id} as id, ${pages.firstPublishedAt} as published, ${pages.slug} as slug from ${pages}
      where ${searchConditions(query, tsQuery)}${window} order by ${newestFirst} limit ${limit}
    )`;
  }
  return sql`candidates as materialized (
      select ${pages.id} as id, ${pages.firstPublishedAt} as published, ${pages.slug} as slug from ${pages}
      where ${searchConditions(query, candidateTsQuery(tsQuery))}${window} order by ${newestFirst} limit ${SEARCH_CANDIDATES_MAX}
    ),
    matches as (
      select candidates.id, candidates.published, candidates.slug from candidates join ${pages} on ${pages.id} = candidates.id
      where ${pages.search} @@ ${tsQuery} order by candidates.published desc nulls last, candidates.slug limit ${limit}
    )`;
}

/**
 * The ids of one page of results, with how many pages matched (up to rankedMax + 1). Only the newest rankedMax
 * matches are ranked, each search document read once, by ts_rank (title A above body B), then newest.
 */
async function rankedPage(
  db: Database,
  query: SearchQuery,
  tsQuery: SQL,
  matches: SQL,
): Promise<{ id: string; matched: number }[]> {
  const rows = await rowsOf<{ id: string; matched: number | string }>(
    db,
    sql`with ${matches}
        select ranked.id, (select count(*) from matches) as matched
        from (select * from matches order by published desc nulls last, slug limit ${SEARCH_LIMITS.rankedMax}) as ranked
        join ${pages} on ${pages.id} = ranked.id
        order by ts_rank(${pages.search}, ${tsQuery}) desc, ranked.published desc nulls last, ranked.slug
        offset ${(query.page - 1) * query.pageSize} limit ${query.pageSize}`,
  );
  return rows.map((row) => ({ id: row.id, matched: Number(row.matched) }));
}
