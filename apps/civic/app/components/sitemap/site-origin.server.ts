import { readPublicEnv } from '@civicbrief/app-server';

/** SITE_ORIGIN without a trailing slash: absolute URLs in the sitemap and robots.txt. */
export const siteOrigin = () => readPublicEnv().siteOrigin;
