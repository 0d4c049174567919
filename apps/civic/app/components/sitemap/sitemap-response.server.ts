import { CACHE } from '../../lib/cache-policy.server';
import { directoryPaths } from './sitemap';
import { summarySlugs } from './summary-slugs.server';

/** Directory pages first, then every meeting summary. */
export async function sitemapPaths(): Promise<string[]> {
  return [...directoryPaths(), ...(await summarySlugs()).map((slug) => `/${slug}`)];
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.sitemap },
  });
}
