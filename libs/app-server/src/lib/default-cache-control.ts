import type { RequestHandler } from 'express';

/** SSR HTML may be stored by caches but must be revalidated on every use. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

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
