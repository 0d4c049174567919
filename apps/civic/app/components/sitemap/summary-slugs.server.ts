import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { gql } from '@urql/core';
import { gatewayUrl } from '@civicbrief/gateway-client/server';

interface SlugsQuery {
  pageCollection: { total: number; items: { slug: string }[] };
}

/** Only slugs, 1000 at a time, in a stable order so pages never overlap or skip. */
export const SummarySlugsDocument = gql<SlugsQuery, { skip: number; limit: number }>`
  query SitemapSummarySlugs($skip: Int!, $limit: Int!) {
    pageCollection(where: { tags_contains_some: ["meeting-summary"] }, order: [slug_ASC], skip: $skip, limit: $limit) {
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

async function slugPage(urql: ContentClient['urql'], skip: number): Promise<SlugsQuery['pageCollection']> {
  const result = await urql.query(SummarySlugsDocument, { skip, limit: SLUG_PAGE_SIZE }).toPromise();
  if (result.error || !result.data) throw new Error(`Sitemap summary slugs failed: ${result.error?.message ?? 'no data'}`);
  return result.data.pageCollection;
}

/** Every published meeting summary slug: the first page tells the total, the rest follow a few at a time. */
export async function fetchSummarySlugs(urql: ContentClient['urql']): Promise<string[]> {
  const first = await slugPage(urql, 0);
  const skips: number[] = [];
  for (let skip = SLUG_PAGE_SIZE; skip < first.total; skip += SLUG_PAGE_SIZE) skips.push(skip);
  const pages: string[][] = [first.items.map((item) => item.slug)];
  for (let start = 0; start < skips.length; start += CONCURRENCY) {
    const batch = await Promise.all(skips.slice(start, start + CONCURRENCY).map((skip) => slugPage(urql, skip)));
    pages.push(...batch.map((page) => page.items.map((item) => item.slug)));
  }
  return pages.flat();
}

// The sitemap index and its parts are fetched one after another by crawlers: one listing serves them all.
const CACHE_MS = 5 * 60_000;
let cached: { at: number; slugs: Promise<string[]> } | null = null;

/** Published summary slugs (never drafts: no preview secret), cached in memory for a few minutes. */
export function summarySlugs(now = Date.now()): Promise<string[]> {
  if (cached && now - cached.at < CACHE_MS) return cached.slugs;
  const urql = createContentClient({ url: `${gatewayUrl()}/graphql` }).urql;
  const slugs = fetchSummarySlugs(urql);
  cached = { at: now, slugs };
  // A failure must not be served for five minutes.
  slugs.catch(() => {
    if (cached?.slugs === slugs) cached = null;
  });
  return slugs;
}
