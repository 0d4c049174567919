// One of the caches of decision 044's table: what it keeps, how long, and what drops it are listed there.
import { formRouteHeaders, PRIVATE_NO_STORE, privateHeaders } from '@civicbrief/forms/server';
import type { HeadersFunction } from '@remix-run/node';
import { isPreview } from '../components/preview/preview.server';

/** Every Cache-Control value civic sends, by what it is for. Routes name a policy; none writes a value. */
export const CACHE = {
  /** Pages built from content: browsers and the CDN keep them a minute and serve them stale while revalidating. */
  page: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
  /** City search reads only the catalogue shipped with the app, which changes with a deploy. */
  citySearch: 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
  /** Sitemaps list every summary; an hour keeps crawlers from rebuilding them on each fetch. */
  sitemap: 'public, max-age=3600, s-maxage=3600',
  /** robots.txt and cities.csv change only with a deploy. */
  daily: 'public, max-age=86400, s-maxage=86400',
  /**
   * A page with a block that failed (a provider or the content API down): the front door and a CDN keep it briefly,
   * so an outage does not turn every visit into a render, and it is tried again within half a minute; browsers
   * always ask again (decision 019).
   */
  degraded: 'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
  /** An answer that must not be kept at all (a feed that could not be built). */
  noStore: 'no-store',
  /** One person's page (drafts in preview, login, dashboard, signed newsletter links, RSVP): never stored (the forms' policy). */
  private: PRIVATE_NO_STORE,
} as const;

export type CacheValue = (typeof CACHE)[keyof typeof CACHE];

export const cacheHeaders = (value: CacheValue) => ({ 'Cache-Control': value });

/** The private policy and the form routes' `headers` are the forms' own (@civicbrief/forms/server). */
export { formRouteHeaders, privateHeaders };

/**
 * A page built from content: private in preview (it shows drafts), `whenFailed` when a block failed to
 * load (kept briefly), else public.
 */
export function contentCache(preview: boolean, failed = false, whenFailed: CacheValue = CACHE.degraded): CacheValue {
  if (preview) return CACHE.private;
  return failed ? whenFailed : CACHE.page;
}

/** The Cache-Control header of a content page for this request (preview read from its cookie). */
export async function contentCacheHeaders(request: Request, { failed = false } = {}) {
  return cacheHeaders(contentCache(await isPreview(request), failed));
}

/** A route's `headers` export: the loader's Cache-Control goes on the document response. */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const value = loaderHeaders.get('Cache-Control');
  if (value) headers.set('Cache-Control', value);
  return headers;
};
