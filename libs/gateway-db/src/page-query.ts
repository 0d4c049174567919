import { PageCollectionBounds, PageLookupBounds } from '@civicbrief/contracts';
import {
  and,
  arrayContains,
  arrayOverlaps,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  like,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PageOrder } from './page-order';
import { pages } from './schema';

export { pageOrderBy, pageOrders, type PageOrder } from './page-order';

/** The content API's `PageFilter` input (GraphQL sends null for a variable given as null). */
export interface PageFilter {
  slug?: string | null;
  slug_in?: string[] | null;
  slug_not_in?: string[] | null;
  slug_contains?: string | null;
  slug_contains_some?: string[] | null;
  /** Slugs beginning with this text (a state's or city's pages: 'ca/', 'ca/santa-clara-county/saratoga/'). */
  slug_starts_with?: string | null;
  /** Slugs after this one: keyset paging in slug order (the sitemap reads every slug this way). */
  slug_gt?: string | null;
  id_contains?: string | null;
  domain?: string | null;
  tags_contains_all?: string[] | null;
  tags_contains_some?: string[] | null;
  firstPublishedAt_gte?: Date | null;
  firstPublishedAt_lt?: Date | null;
}

export interface PageListQuery {
  /** Drafts too; the caller has checked the preview secret. */
  preview: boolean;
  where?: PageFilter | null;
  order?: PageOrder[] | null;
  skip: number;
  limit: number;
  /**
   * What the caller reads, from the GraphQL selection: without `total` the count is not run (it would read every
   * matching row again), without `bodies` the JSON columns (content, props, metaConfiguration) are not read.
   * Both default to true.
   */
  reads?: { total?: boolean; bodies?: boolean };
}

/** A query the content store refuses: the caller's mistake, answered as a 400 with this message. */
export class PageQueryError extends Error {
  override name = 'PageQueryError';
  readonly statusCode = 400;
}

/** LIKE treats % and _ as wildcards and \ as the escape: a slug text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const contains = (column: typeof pages.slug | typeof pages.id, text: string) => ilike(column, `%${escapeLike(text)}%`);

/** Characters with a meaning in a PostgreSQL regular expression, escaped so that a text matches literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (character) => `\\${character}`);
}

/**
 * "Contains one of": one case-insensitive alternation, which the slug trigram index serves in a single scan;
 * an OR of ILIKEs made PostgreSQL read the whole table once per text (decision 006). An empty list matches
 * nothing, as `slug_in: []` does.
 */
const containsSome = (texts: string[]) =>
  texts.length === 0 ? sql`false` : sql`${pages.slug} ~* ${texts.map(escapeRegex).join('|')}`;

/** Skips absent (undefined or null) filter values. */
function given<T>(value: T | null | undefined, condition: (value: T) => SQL | undefined): SQL | undefined {
  return value === undefined || value === null ? undefined : condition(value);
}

/** WHERE of a page listing: the filter, and only published pages unless previewing. */
export function pageWhere(where: PageFilter | null | undefined, preview: boolean): SQL | undefined {
  const filter = where ?? {};
  return and(
    preview ? undefined : eq(pages.status, 'published'),
    given(filter.slug, (slug) => eq(pages.slug, slug)),
    given(filter.slug_in, (slugs) => inArray(pages.slug, slugs)),
    given(filter.slug_not_in, (slugs) => (slugs.length > 0 ? notInArray(pages.slug, slugs) : undefined)),
    given(filter.slug_contains, (text) => contains(pages.slug, text)),
    given(filter.slug_contains_some, containsSome),
    // LIKE 'text%' (literal text, wildcards escaped): the slug trigram index serves it, as it does contains.
    given(filter.slug_starts_with, (text) => like(pages.slug, `${escapeLike(text)}%`)),
    given(filter.slug_gt, (slug) => gt(pages.slug, slug)),
    given(filter.id_contains, (text) => contains(pages.id, text)),
    given(filter.domain, (domain) => eq(pages.domain, domain)),
    given(filter.tags_contains_all, (tags) => arrayContains(pages.tags, tags)),
    given(filter.tags_contains_some, (tags) => arrayOverlaps(pages.tags, tags)),
    given(filter.firstPublishedAt_gte, (date) => gte(pages.firstPublishedAt, date)),
    given(filter.firstPublishedAt_lt, (date) => lt(pages.firstPublishedAt, date)),
  );
}

/**
 * Rejects a listing the database should never be asked for: paging out of range, lists or texts past the
 * content API's bounds. The GraphQL layer refuses these first (a 400); this keeps every caller of the
 * repository bounded too, because the embedded database cannot cancel a query once it runs.
 */
export function checkListQuery(query: Pick<PageListQuery, 'where' | 'order' | 'skip' | 'limit'>): void {
  const { where, order, skip, limit } = query;
  const problem = PageCollectionBounds.safeParse({ where, order, skip, limit }).error?.issues[0];
  if (problem) throw new PageQueryError(problem.message);
}

/** Rejects a slug no page can have (too long, or with NUL, which PostgreSQL text cannot hold). */
export function checkSlug(slug: string): void {
  const problem = PageLookupBounds.safeParse({ slug }).error?.issues[0];
  if (problem) throw new PageQueryError(problem.message);
}
