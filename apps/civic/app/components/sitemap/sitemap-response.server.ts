import { CACHE } from '../../lib/cache-policy.server';
import { CONTENT_SITEMAP_TAGS, directoryPaths, fixedPaths, type SitemapSource } from './sitemap';
import { contentSlugs } from './summary-slugs.server';

/**
 * What the sitemap lists, in order: fixed pages (marketing, AI policy, civic's own, voter guide indexes),
 * the directory (states, counties, cities), then the content pages (meeting summaries, agendas, voter guide
 * races and candidates). A new kind of public page is one more source here.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  { name: 'fixed pages', paths: fixedPaths },
  { name: 'directory', paths: directoryPaths },
  { name: 'content pages', paths: async () => (await contentSlugs(CONTENT_SITEMAP_TAGS)).map((slug) => `/${slug}`) },
];

/** Every path of every source, each once (the first source to list it keeps it). */
export async function sitemapPaths(sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<string[]> {
  const lists = await Promise.all(sources.map((source) => source.paths()));
  return [...new Set(lists.flat())];
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.sitemap },
  });
}
