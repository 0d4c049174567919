// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { searchKinds, searchMeetingTypes, type SearchKind, type SearchMeetingType } from './search';

// GET /api/search's answer: one page of ranked hits with their marked titles and snippets.

/** A stretch of a title or snippet: `mark` for the words the search matched. Plain text, never HTML. */
export const SearchTextPart = z.object({ text: z.string(), mark: z.boolean() });
export type SearchTextPart = z.infer<typeof SearchTextPart>;

export const SearchHit = z.object({
  slug: z.string(),
  title: z.array(SearchTextPart),
  snippet: z.array(SearchTextPart),
  kind: z.nullable(z.enum(Object.keys(searchKinds) as [SearchKind, ...SearchKind[]])),
  meetingType: z.nullable(z.enum(Object.keys(searchMeetingTypes) as [SearchMeetingType, ...SearchMeetingType[]])),
  /** First publication, ISO 8601. */
  publishedAt: z.nullable(z.string()),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z.object({
  /** Matching pages in all (not only this page's), at most SEARCH_LIMITS.rankedMax. */
  total: z.number().check(z.int(), z.nonnegative()),
  /** True when more pages match than are ranked: the newest rankedMax were (the total is then "at least"). */
  capped: z.boolean(),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** False when the words gave nothing to look for (empty, only stop words such as "the", or only exclusions). */
  searchable: z.boolean(),
  /** True when the words only left words out ("-budget"): nothing to look for. */
  onlyExclusions: z.optional(z.boolean()),
  hits: z.array(SearchHit),
});
export type SearchResult = z.infer<typeof SearchResult>;
