import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { gql } from '@urql/core';
import { gatewayUrl } from '@civicbrief/gateway-client/server';

interface SlugsQuery {
  pageCollection: { total: number; items: { slug: string }[] };
}

/** Only slugs of published pages with any of `tags`, 1000 at a time, in a stable order so pages never overlap or skip. */
export const ContentSlugsDocument = gql<SlugsQuery, { tags: string[]; skip: number; limit: number }>`
  query SitemapContentSlugs($tags: [String!]!, $skip: Int!, $limit: Int!) {
    pageCollection(where: { tags_contains_some: $tags }, order: [slug_ASC], skip: $skip, limit: $limit) {
      total
      items {
        slug
      }
    }
  }
`;

export const SLUG_PAGE_SIZE = 1000;
// A few queries at a time: quick, without flooding the content API.
const CONCURRENCY = 4;

async function slugPage(urql: ContentClient['urql'], tags: readonly string[], skip: number): Promise<SlugsQuery['pageCollection']> {
  const result = await urql.query(ContentSlugsDocument, { tags: [...tags], skip, limit: SLUG_PAGE_SIZE }).toPromise();
  if (result.error || !result.data) throw new Error(`Sitemap content slugs failed: ${result.error?.message ?? 'no data'}`);
  return result.data.pageCollection;
}

/** Every published slug with any of `tags`: the first page tells the total, the rest follow a few at a time. */
export async function fetchContentSlugs(urql: ContentClient['urql'], tags: readonly string[]): Promise<string[]> {
  const slugPageOf = (skip: number) => slugPage(urql, tags, skip);
  const first = await slugPageOf(0);
  const skips: number[] = [];
  for (let skip = SLUG_PAGE_SIZE; skip < first.total; skip += SLUG_PAGE_SIZE) skips.push(skip);
  const pages: string[][] = [first.items.map((item) => item.slug)];
  for (let start = 0; start < skips.length; start += CONCURRENCY) {
    const batch = await Promise.all(skips.slice(start, start + CONCURRENCY).map(slugPageOf));
    pages.push(...batch.map((page) => page.items.map((item) => item.slug)));
  }
  return pages.flat();
}

// The sitemap index and its parts are fetched one after another by crawlers: one listing serves them all.
const CACHE_MS = 5 * 60_000;
let cached: { at: number; key: string; slugs: Promise<string[]> } | null = null;

/** Published slugs with any of `tags` (never drafts: no preview secret), cached in memory for a few minutes. */
export function contentSlugs(tags: readonly string[], now = Date.now()): Promise<string[]> {
  const key = tags.join(',');
  if (cached && cached.key === key && now - cached.at < CACHE_MS) return cached.slugs;
  const urql = createContentClient({ url: `${gatewayUrl()}/graphql` }).urql;
  const slugs = fetchContentSlugs(urql, tags);
  cached = { at: now, key, slugs };
  // A failure must not be served for five minutes.
  slugs.catch(() => {
    if (cached?.slugs === slugs) cached = null;
  });
  return slugs;
}
