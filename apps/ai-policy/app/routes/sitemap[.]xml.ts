import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapXml } from '../guides/host-files.server';

/** GET /sitemap.xml at the root of the AI-policy host (AI_POLICY_HOST, decision 031). */
export const loader = ({ request }: LoaderFunctionArgs) => sitemapXml(request);
