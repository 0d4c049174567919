import type { HeadersFunction } from '@remix-run/node';
import { isPreview } from '../preview.server';

/** Public pages may be cached briefly and served stale while revalidating. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Preview shows drafts to one person: never cached. */
export const PRIVATE_CACHE = 'private, no-store';

/** The Cache-Control header for a page built from content: public, unless this request is in preview. */
export async function pageCacheHeaders(request: Request): Promise<HeadersInit> {
  return { 'Cache-Control': (await isPreview(request)) ? PRIVATE_CACHE : PUBLIC_PAGE_CACHE };
}

/** A route's `headers` export: the loader's Cache-Control goes on the document response. */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const value = loaderHeaders.get('Cache-Control');
  const headers = new Headers();
  if (value) headers.set('Cache-Control', value);
  return headers;
};
