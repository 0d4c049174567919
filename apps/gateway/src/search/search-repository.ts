import { SEARCH_LIMITS, type SearchQuery, type SearchResult } from '@civicbrief/contracts';
import type { Database } from '@civicbrief/gateway-db';
import { sql, type SQL } from 'drizzle-orm';
import { indexablePart, searchTsQuery } from './search-conditions';
import { headlinedHits } from './search-headlines';
import { newestMatches, rankedPage, rowsOf, windowCounts } from './search-matches';

export { SEARCH_CANDIDATES_MAX, SEARCH_WINDOWS_DAYS } from './search-matches';

export interface SearchRepository {
  search(query: SearchQuery): Promise<SearchResult>;
}

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

      const hits = await headlinedHits(db, tsQuery, ranked);
      return { ...counts, page, pageSize, searchable: true, hits };
    },
  };
}
