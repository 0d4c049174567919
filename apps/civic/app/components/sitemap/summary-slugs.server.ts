import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { gql } from '@urql/core';
import { contentApiFor } from '@civicbrief/gateway-client/server';

interface SlugsQuery {
  pageCollection: { items: { slug: string }[] };
}

/**
 * Only slugs of published pages with any of `tags`, 1000 at a time in slug order, each page starting after the
 * last slug of the one before (keyset paging: every query reads only its own rows, where an offset re-read all
 * the rows before it, and a page written meanwhile can neither shift nor repeat a slug). No `total`: no count.
 */
export const ContentSlugsDocument = gql<SlugsQuery, { tags: string[]; after: string | null; limit: number }>`
  query SitemapContentSlugs($tags: [String!]!, $after: String, $limit: Int!) {
    pageCollection(where: { tags_contains_some: $tags, slug_gt: $after }, order: [slug_ASC], limit: $limit) {
      items {
        slug
      }
    }
  }
`;

export const SLUG_PAGE_SIZE = 1000;

/** Every published slug with any of `tags`: pages read one after another until one comes back short. */
export async function fetchContentSlugs(urql: ContentClient['urql'], tags: readonly string[]): Promise<string[]> {
  const slugs: string[] = [];
  let after: string | null = null;
  for (;;) {
    const result = await urql
      .query(ContentSlugsDocument, { tags: [...tags], after, limit: SLUG_PAGE_SIZE })
      .toPromise();
    if (result.error || !result.data)
      throw new Error(`Sitemap content slugs failed: ${result.error?.message ?? 'no data'}`);
    const page = result.data.pageCollection.items.map((item) => item.slug);
    slugs.push(...page);
    if (page.length < SLUG_PAGE_SIZE) return slugs;
    after = page[page.length - 1] ?? null;
  }
}

// The sitemap index and its parts are fetched one after another by crawlers: one listing serves them all.
const CACHE_MS = 5 * 60_000;
let cached: { at: number; key: string; slugs: Promise<string[]> } | null = null;

/** Published slugs with any of `tags` (never drafts: no preview secret), cached in memory for a few minutes. */
export function contentSlugs(tags: readonly string[], now = Date.now()): Promise<string[]> {
  const key = tags.join(',');
  if (cached && cached.key === key && now - cached.at < CACHE_MS) return cached.slugs;
  const urql = createContentClient(contentApiFor()).urql;
  const slugs = fetchContentSlugs(urql, tags);
  cached = { at: now, key, slugs };
  // A failure must not be served for five minutes.
  slugs.catch(() => {
    if (cached?.slugs === slugs) cached = null;
  });
  return slugs;
}
