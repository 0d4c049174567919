import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { pages } from './schema';

/** The content API's `PageOrder` values. */
export const pageOrders = [
  'firstPublishedAt_DESC',
  'firstPublishedAt_ASC',
  'publishedAt_DESC',
  'slug_ASC',
  'slug_DESC',
] as const;
export type PageOrder = (typeof pageOrders)[number];

function orderTerm(order: PageOrder): SQL {
  switch (order) {
    // NULLS LAST matches pages_first_published_at_idx, and undated drafts sort after dated pages.
    case 'firstPublishedAt_DESC':
      return sql`${pages.firstPublishedAt} desc nulls last`;
    case 'firstPublishedAt_ASC':
      return sql`${pages.firstPublishedAt} asc nulls last`;
    case 'publishedAt_DESC':
      return sql`${pages.publishedAt} desc nulls last`;
    case 'slug_ASC':
      return asc(pages.slug);
    case 'slug_DESC':
      return desc(pages.slug);
    default:
      return order satisfies never;
  }
}

/** ORDER BY of a listing: newest first by default, the slug breaking ties so pages never shuffle between requests. */
export function pageOrderBy(order: PageOrder[] | null | undefined): SQL[] {
  const terms = order && order.length > 0 ? order : (['firstPublishedAt_DESC'] as const);
  const bySlug = terms.some((term) => term.startsWith('slug_'));
  return [...terms.map(orderTerm), ...(bySlug ? [] : [asc(pages.slug)])];
}
