import type { RequestHandler } from 'express';

/**
 * SSR HTML without a policy of its own: a browser revalidates it on every use; a shared cache (the
 * gateway's page cache, a CDN) keeps it a minute and serves it stale while it renders it again (decision 019).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * Gives a page response the default Cache-Control when its route set none. It must run at
 * `writeHead`, because only then are the route's own headers known.
 */
export function defaultCacheControl(value: string = PAGE_CACHE): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
