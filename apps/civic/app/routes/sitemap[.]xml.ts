import { rootSitemap } from '../components/sitemap/sitemap';
import { sitemapPaths, xmlResponse } from '../components/sitemap/sitemap-response.server';
import { siteOrigin } from '../components/sitemap/site-origin.server';

/** GET /sitemap.xml: every state, county, city and meeting summary page, or an index once past 50,000 URLs. */
export const loader = async () => xmlResponse(rootSitemap(siteOrigin(), await sitemapPaths()));
