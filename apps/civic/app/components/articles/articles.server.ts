import { ARTICLE_PAGE_SIZE, ContentError, type ContentClient } from '@civicbrief/content-client';
import { contentFor } from '../content/content.server';
import { allListed } from '../directory/index-pages.server';
import { ARTICLES_PAGE_PARAM, type ArticlesData } from './articles-data';

export type { ArticlesData } from './articles-data';
// A hand-edited URL must not ask the content API for thousands of articles at once.
const MAX_PAGES = 50;

/** `?articlesPage=N` of the request, 1 when missing or not a positive whole number. */
export function articlesPageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get(ARTICLES_PAGE_PARAM));
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_PAGES) : 1;
}

const failed = (page: number, error: ContentError): ArticlesData => ({
  items: [],
  total: 0,
  page,
  pageSize: ARTICLE_PAGE_SIZE,
  error: error.message,
});

/**
 * Every article whose slug starts with `prefix`, newest first. The content API only filters by "contains",
 * and a state's 'ca/articles/' is also inside a city's 'santa-monica/articles/': ask for the matches (a
 * state's articles plus a few such cities') and keep those that really start with the prefix.
 */
async function articlesUnder(content: Pick<ContentClient, 'recentArticles'>, prefix: string) {
  const matches = await allListed((paging) => content.recentArticles({ slugContains: prefix, ...paging }));
  return matches.filter((item) => item.slug.startsWith(prefix));
}

/**
 * The first `page` pages of recent articles, newest first: those whose slug starts with `slugPrefix` (a
 * state, county or city path ending in '/'), or contains `slugContains`, or all.
 */
export async function fetchArticles(
  content: Pick<ContentClient, 'recentArticles'>,
  { slugContains, slugPrefix, page = 1 }: { slugContains?: string; slugPrefix?: string; page?: number },
): Promise<ArticlesData> {
  const pages = Math.min(Math.max(1, Math.floor(page)), MAX_PAGES);
  const shown = ARTICLE_PAGE_SIZE * pages;
  try {
    if (slugPrefix !== undefined) {
      const all = await articlesUnder(content, slugPrefix);
      return { items: all.slice(0, shown), total: all.length, page: pages, pageSize: ARTICLE_PAGE_SIZE, error: null };
    }
    // One query for every page shown: a no-JS visit to ?articlesPage=3 renders all 18 cards.
    const listing = await content.recentArticles({ slugContains, skip: 0, limit: shown });
    return { items: listing.items, total: listing.total, page: pages, pageSize: ARTICLE_PAGE_SIZE, error: null };
  } catch (error) {
    if (error instanceof ContentError) return failed(pages, error);
    throw error;
  }
}

/** Articles other than the current page and the articles portal, newest first (one page). */
export async function fetchRelatedArticles(
  content: Pick<ContentClient, 'relatedArticles'>,
  { currentSlug, portalSlug = 'articles' }: { currentSlug: string; portalSlug?: string },
): Promise<ArticlesData> {
  try {
    const items = await content.relatedArticles({ currentSlug, portalSlug, limit: ARTICLE_PAGE_SIZE });
    // The related list is one page with no 'Show more': its total is what it shows.
    return { items, total: items.length, page: 1, pageSize: ARTICLE_PAGE_SIZE, error: null };
  } catch (error) {
    if (error instanceof ContentError) return failed(1, error);
    throw error;
  }
}

/**
 * Recent articles for a loader. `page` defaults to the request's `?articlesPage`. Prefer `slugPrefix` for a
 * place ('ca/articles/', 'ca/santa-clara-county/'): `slugContains` also matches other places' slugs. Never
 * throws for a content failure: `error` then holds the spec message for the block.
 */
export async function loadArticles(
  request: Request,
  {
    slugContains,
    slugPrefix,
    page = articlesPageOf(request),
  }: { slugContains?: string; slugPrefix?: string; page?: number } = {},
): Promise<ArticlesData> {
  return fetchArticles(await contentFor(request), { slugContains, slugPrefix, page });
}

export async function loadRelatedArticles(
  request: Request,
  options: { currentSlug: string; portalSlug?: string },
): Promise<ArticlesData> {
  return fetchRelatedArticles(await contentFor(request), options);
}
