import { rootSitemap } from '../lib/directory/sitemap';
import { sitemapPaths, xmlResponse } from '../lib/directory/sitemap-response.server';
import { siteOrigin } from '../lib/directory/site-origin.server';

/** GET /sitemap.xml: every state, county, city and meeting summary page, or an index once past 50,000 URLs. */
export const loader = async () => xmlResponse(rootSitemap(siteOrigin(), await sitemapPaths()));
