import { readPublicEnv } from '@civicbrief/app-server';
import { listGuides, publicOrigin } from './guides.server';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt and sitemap.xml at the root of the AI-policy host (decision 031): the front door sends that host's
 * every path here, so this app answers them for its own pages. On the main site civic answers both.
 */
export function robotsTxt(): Response {
  const origin = publicOrigin(readPublicEnv().siteOrigin);
  return new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400, s-maxage=86400' },
  });
}

/** The standalone page and every guide, at the root of the AI-policy host; a 503 (not stored) when the guides cannot be read. */
export async function sitemapXml(request: Request): Promise<Response> {
  const origin = publicOrigin(readPublicEnv().siteOrigin);
  let guides;
  try {
    guides = await listGuides(request);
  } catch {
    return new Response('The guides could not be read; try again later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const urls = ['/', ...guides.map((guide) => `/${guide.slug}`)].map(
    (path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
