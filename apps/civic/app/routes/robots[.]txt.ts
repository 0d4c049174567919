import { CACHE } from '../lib/cache-policy.server';
import { aiPolicyHost } from '../components/sitemap/sitemap-response.server';
import { siteOrigin } from '../components/sitemap/site-origin.server';

/**
 * GET /robots.txt: everything may be crawled except the signed-in dashboard and preview. With AI_POLICY_HOST set it
 * also names that host's sitemap, which lists the AI-policy pages civic's sitemap leaves out (decision 031).
 */
export const loader = () => {
  const origin = siteOrigin();
  const aiHost = aiPolicyHost();
  const sitemaps = [`${origin}/sitemap.xml`, ...(aiHost ? [`${new URL(origin).protocol}//${aiHost}/sitemap.xml`] : [])];
  return new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /preview',
      '',
      ...sitemaps.map((url) => `Sitemap: ${url}`),
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.daily },
    },
  );
};
