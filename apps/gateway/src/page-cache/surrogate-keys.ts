import { placesOnPath } from '@civicbrief/locations';

/**
 * Surrogate keys (decision 044): what a page shows, named so a shared cache in front of the gateways (Varnish's
 * xkey, a CDN's surrogate keys or cache tags) can drop exactly the pages a content change reaches.
 *
 * - `place:<state>`, `place:<state>/<county>`, `place:<state>/<county>/<city>`: a page about that place (its
 *   page, its summaries, agendas, articles, feeds, voter guides). Only places of the catalogue, so a key is never
 *   made of what a visitor typed.
 * - `listing`: pages that list content from anywhere (search, the national feeds, sitemaps).
 * - `shared`: every other page (the marketing and AI-policy sites).
 * - `site`: every page, to purge all of them.
 */

/** Pages listing content from every place: a change anywhere may change them. */
const LISTING = /^\/(search|feed\.(rss|atom)|sitemap\.xml|sitemaps\/|cities\.csv)/;

/** The catalogue place a path or content slug is about, as `ca`, `ca/santa-clara-county` or `.../saratoga`. */
export function placeOf(pathOrSlug: string): string | null {
  const found = placesOnPath(pathOrSlug);
  if (!found) return null;
  return found.city?.slug ?? found.county?.path.slice(1) ?? found.state.code.toLowerCase();
}

/** The keys of the page at `pathname`. */
export function pageKeys(pathname: string): string[] {
  const place = placeOf(pathname);
  if (place) return ['site', `place:${place}`];
  return ['site', LISTING.test(pathname) ? 'listing' : 'shared'];
}

/** The keys of the pages a change to the content page `slug` may show on: its place and the places around it. */
export function contentKeys(slug: string): string[] {
  const place = placeOf(slug);
  if (!place) return ['shared', 'listing'];
  const parts = place.split('/');
  return [...parts.map((_, index) => `place:${parts.slice(0, index + 1).join('/')}`), 'listing'];
}
