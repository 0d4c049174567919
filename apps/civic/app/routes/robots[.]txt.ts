import { CACHE } from '../lib/cache-policy.server';
import { siteOrigin } from '../components/sitemap/site-origin.server';

/** GET /robots.txt: everything may be crawled except the signed-in dashboard and preview. */
export const loader = () =>
  new Response(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /preview', '', `Sitemap: ${siteOrigin()}/sitemap.xml`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.daily },
  });
