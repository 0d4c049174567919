import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageStore, Rendered, StoredPage } from '../../page-cache/page-store';
import { cacheKey, preferredEncoding, type PageSite } from '../../page-cache/request-rules';
import { pageRenderer } from './render-page';

type CacheLabel = 'HIT' | 'STALE' | 'MISS';

/** Which page a request is for: its site, its address (without the fresh-render parameter), and whether it asked for a new render. */
export interface PageAddress {
  site: PageSite;
  url: string;
  fresh: boolean;
}

/** If-None-Match against a stored page's strong ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage, label: CacheLabel, now: number) {
  reply
    .headers(page.headers)
    .header('etag', page.etag)
    .header('age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))))
    .header('x-cache', label);
  if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  // HEAD: the GET entry's headers and length, without its body.
  if (request.method === 'HEAD') return reply.code(200).header('content-length', String(page.body.length)).send();
  return reply.code(200).send(page.body);
}

/**
 * Answers an anonymous GET or HEAD from the page cache (decision 019): a fresh page at once (HIT); a stale
 * one at once while one request renders it again (STALE); a missing one rendered once for every request
 * waiting on it (MISS). An answer that may not be kept goes to the request that rendered it; the others
 * that waited on it are passed on to the app one by one (`passOn`).
 */
export function createCachedPages(store: PageStore, now: () => number = Date.now) {
  return async function fromCache(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageAddress,
    target: string,
    passOn: () => unknown,
  ) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const key = cacheKey(page.site, page.url, encoding);
    const render = pageRenderer(store, request, target, encoding);
    // A fresh render is asked for: the stored copy is not used, the new one replaces it (for everyone).
    const found = page.fresh ? undefined : store.lookup(key);
    if (found?.fresh) return sendPage(request, reply, found.page, 'HIT', now());
    if (found) {
      const { outcome, leader } = store.render(key, render);
      if (leader)
        void outcome.then(discardAnswer, (error: unknown) =>
          request.log.warn({ err: error, url: request.url }, 'page cache refresh failed'),
        );
      return sendPage(request, reply, found.page, 'STALE', now());
    }
    const { outcome, leader } = store.render(key, render);
    const rendered = await outcome;
    if ('page' in rendered) return sendPage(request, reply, rendered.page, 'MISS', now());
    if (!leader) return passOn();
    const { statusCode, headers, body } = rendered.answer;
    return reply.code(statusCode).headers(headers).header('x-cache', 'MISS').send(body);
  };
}

/** A background render's answer that is not kept: nobody reads it. */
function discardAnswer(rendered: Rendered) {
  if ('answer' in rendered) rendered.answer.body.resume();
}
