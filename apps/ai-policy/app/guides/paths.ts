/** Where the AI-policy pages live on the main site; at the root of the AI-policy host they have no base (decision 031). */
export const MAIN_SITE_BASE = '/ai-policy-resources';

/** Guides are the content pages `ai-policy-resources/{guide}` tagged as policy guides. */
export const GUIDE_TAG = 'policy-guide';
export const GUIDE_SLUG_PREFIX = 'ai-policy-resources/';

/** The query parameter of the standalone page's select (the chosen guide, so the choice can be shared). */
export const GUIDE_PARAM = 'guide';

/** '/ai-policy-resources' when the request came by the main site's path, '' at the root of the AI-policy host. */
export function basePathOf(pathname: string): string {
  return pathname === MAIN_SITE_BASE || pathname.startsWith(`${MAIN_SITE_BASE}/`) ? MAIN_SITE_BASE : '';
}

/** The AI policy resources page under `base`. */
export const resourcesPath = (base: string) => base || '/';

/** A guide's own page under `base`. */
export const guidePath = (base: string, slug: string) => `${base}/${slug}`;

/** A guide's name in a path or a query: lowercase words and dashes, bounded. */
export const isGuideSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
