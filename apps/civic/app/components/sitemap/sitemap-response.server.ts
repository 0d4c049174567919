import { routePage } from '@civicbrief/contracts';
import { CACHE } from '../../lib/cache-policy.server';
import { newsletterIssuePaths } from './newsletter-issue-paths.server';
import { CONTENT_SITEMAP_TAGS, directoryPaths, fixedPaths, type SitemapSource } from './sitemap';
import { contentSlugs } from './summary-slugs.server';

/**
 * What the sitemap lists, in order: fixed pages (marketing, AI policy, civic's own, voter guide indexes),
 * the directory (states, counties, cities), the content pages (meeting summaries, agendas, voter guide
 * races and candidates), then the cities' newsletter issues (from the gateway). A new kind of public page is one
 * more source here.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  { name: 'fixed pages', paths: fixedPaths },
  { name: 'directory', paths: directoryPaths },
  { name: 'content pages', paths: async () => (await contentSlugs(CONTENT_SITEMAP_TAGS)).map((slug) => `/${slug}`) },
  { name: 'newsletter issues', paths: () => newsletterIssuePaths() },
];

/** AI_POLICY_HOST, the AI-policy sub-site's own host (decision 031), as the front door reads it; undefined when unset. */
export const aiPolicyHost = (env: Record<string, string | undefined> = process.env) =>
  env['AI_POLICY_HOST']?.trim().toLowerCase() || undefined;

/**
 * Every path of every source, each once (the first source to list it keeps it). With an AI-policy host, not the
 * pages the front door redirects there (`/ai-policy-resources` and its guides): a sitemap lists its own host's
 * URLs, and that host's own sitemap.xml (the ai-policy app) lists them at their one address.
 */
export async function sitemapPaths(
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
  aiHost = aiPolicyHost(),
): Promise<string[]> {
  const lists = await Promise.all(sources.map((source) => source.paths()));
  const paths = [...new Set(lists.flat())];
  return aiHost ? paths.filter((path) => routePage(undefined, path, aiHost).kind === 'forward') : paths;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.sitemap },
  });
}
