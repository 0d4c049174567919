import { rootSitemap } from '../components/sitemap/sitemap';
import { sitemapPaths, xmlResponse } from '../components/sitemap/sitemap-response.server';
import { siteOrigin } from '../components/sitemap/site-origin.server';

/** GET /sitemap.xml: every public page (SITEMAP_SOURCES), or an index of parts once past 50,000 URLs. */
export const loader = async () => xmlResponse(rootSitemap(siteOrigin(), await sitemapPaths()));
