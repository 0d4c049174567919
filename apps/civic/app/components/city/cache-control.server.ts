import type { HeadersFunction } from '@remix-run/node';
import { isPreview } from '../../lib/preview.server';

/** Public pages may be cached briefly by browsers and the CDN; preview pages (drafts) never; a failed block is not kept. */
export async function cacheControlFor(request: Request, { failed = false } = {}): Promise<string> {
  if (await isPreview(request)) return 'private, no-store';
  return failed ? 'no-store' : 'public, max-age=60, stale-while-revalidate=600';
}

/** A route's `headers` export: the loader's Cache-Control goes on the document response. */
export const cacheControlHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const value = loaderHeaders.get('Cache-Control');
  if (value) headers.set('Cache-Control', value);
  return headers;
};
