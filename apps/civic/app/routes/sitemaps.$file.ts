import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapPart } from '../components/sitemap/sitemap';
import { sitemapPaths, xmlResponse } from '../components/sitemap/sitemap-response.server';
import { siteOrigin } from '../components/sitemap/site-origin.server';

/** GET /sitemaps/sitemap-N.xml: part N of a sitemap split past 50,000 URLs. */
export const loader = async ({ params }: LoaderFunctionArgs) => {
  const match = /^sitemap-(\d+)\.xml$/.exec(params['file'] ?? '');
  const body = match ? sitemapPart(siteOrigin(), await sitemapPaths(), Number(match[1])) : null;
  if (body === null) throw new Response('Not Found', { status: 404 });
  return xmlResponse(body);
};
