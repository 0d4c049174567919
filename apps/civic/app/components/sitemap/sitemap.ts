import { MARKETING_PUBLIC_PAGES, resolveUpstream } from '@civicbrief/contracts';
import { cities, cityCountsByState, cityPath, countyPlaces, usStates } from '@civicbrief/locations';
import { VOTER_INDEXES } from '../voter-guides/levels';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Where the files of a split sitemap live: /sitemaps/sitemap-1.xml, ... */
export const sitemapPartPath = (part: number) => `/sitemaps/sitemap-${part}.xml`;

/**
 * One kind of public page the sitemap lists. A new kind of page (AI policy guides, say) is one more entry in
 * `SITEMAP_SOURCES` (sitemap-response.server.ts), or, for content pages whose slug is their path, one more
 * tag in `CONTENT_SITEMAP_TAGS`.
 */
export interface SitemapSource {
  name: string;
  paths: () => readonly string[] | Promise<readonly string[]>;
}

/**
 * The marketing app's public pages (the front door sends them there, libs/contracts page-owners). Not the
 * subscription center: it only says it is no longer active.
 */
export const MARKETING_SITEMAP_PATHS = MARKETING_PUBLIC_PAGES;

/** The AI policy app's standalone page; its guides (`/ai-policy-resources/{guide}`) come from the content, tag 'policy-guide'. */
export const AI_POLICY_SITEMAP_PATHS = ['/ai-policy-resources'] as const;

/** Civic's own fixed public pages: the site-wide indexes, the city search and the forms anyone may use. */
export const CIVIC_SITEMAP_PATHS = [
  '/resources',
  '/municipal-code',
  '/city-search',
  '/request-a-city',
  '/subscribe',
] as const;

/** The four voter guide indexes (their race and candidate pages come from the content, tag 'voter-guide'). */
export const voterIndexPaths = (): string[] => Object.values(VOTER_INDEXES).map((index) => `/${index.slug}`);

/**
 * Content tags whose published pages are public at '/' + slug: meeting summaries (and their yearly listings),
 * agendas, voter guide races and candidates' guides, and the AI policy guides (`ai-policy-resources/{guide}`).
 */
export const CONTENT_SITEMAP_TAGS = ['meeting-summary', 'agenda', 'voter-guide', 'policy-guide'] as const;

/** Fixed pages first (marketing, AI policy, civic's own, voter guide indexes), each once, in the order given. */
export function fixedPaths(): string[] {
  return [
    ...new Set([...MARKETING_SITEMAP_PATHS, ...AI_POLICY_SITEMAP_PATHS, ...CIVIC_SITEMAP_PATHS, ...voterIndexPaths()]),
  ];
}

/** Which app renders each fixed page, for a check that no list claims a page another app serves. */
export const fixedPathOwners = () => fixedPaths().map((path) => [path, resolveUpstream(path)] as const);

/** Every directory page: covered states, county pages (multi-county segments too) and cities. */
export function directoryPaths(): string[] {
  const states = usStates.filter((state) => (cityCountsByState[state.name] ?? 0) > 0).map((state) => `/${state.slug}`);
  const counties = countyPlaces().map((place) => place.path);
  return [...states, ...counties, ...cities.map((city) => cityPath(city))];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `${HEADER}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc></sitemap>`,
  );
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** How many files `count` URLs need: 1 means a single urlset at /sitemap.xml, more an index of parts. */
export const sitemapParts = (count: number, maxUrls = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(count / maxUrls));

/** The /sitemap.xml body: all URLs, or, past `maxUrls`, an index of the part files. */
export function rootSitemap(origin: string, paths: readonly string[], maxUrls = SITEMAP_MAX_URLS): string {
  const parts = sitemapParts(paths.length, maxUrls);
  return parts === 1 ? urlSet(origin, paths) : sitemapIndex(origin, parts);
}

/** Part `part` (from 1) of a split sitemap, or null when there is no such part. */
export function sitemapPart(
  origin: string,
  paths: readonly string[],
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const parts = sitemapParts(paths.length, maxUrls);
  if (parts === 1 || !Number.isInteger(part) || part < 1 || part > parts) return null;
  return urlSet(origin, paths.slice((part - 1) * maxUrls, part * maxUrls));
}
