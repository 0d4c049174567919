import { SEARCH_LIMITS, type SearchQuery } from '@civicbrief/contracts';
import { pages, type Database } from '@civicbrief/gateway-db';
import { sql, type SQL } from 'drizzle-orm';
import { candidateTsQuery, searchConditions } from './search-conditions';

/**
 * A phrase or an exclusion is looked for among at most this many of the newest pages that have all of its words
 * (decision 040): the GIN index finds those exactly, and only they are read again for word order or excluded words,
 * so no search reads every page. A phrase found only in older pages is not found.
 */
export const SEARCH_CANDIDATES_MAX = 1500;

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
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
export async function newestMatches(
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
export async function windowCounts(
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
export async function rankedPage(
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
