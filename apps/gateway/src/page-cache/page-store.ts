// One of the caches of decision 044's table: what it keeps, how long, and what drops it are listed there.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { Lifetime } from './cache-control';
import { singleFlight } from '../http/single-flight';

/** A rendered page as the cache keeps it: the app's 200 answer, its body whole, a strong ETag of the body. */
export interface StoredPage {
  headers: IncomingHttpHeaders;
  body: Buffer;
  etag: string;
  storedAt: number;
  freshUntil: number;
  lifetime: Lifetime;
}

/** What one render gave: a page to keep, or an answer that is not kept (it goes to its requester only). */
export type Rendered =
  { page: StoredPage } | { answer: { statusCode: number; headers: IncomingHttpHeaders; body: Readable } };

export interface PageStoreOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** A page found in the store, fresh or stale (stale: serve it and render it again). */
export interface Found {
  page: StoredPage;
  fresh: boolean;
}

export interface PageStore {
  /** The stored page for this key, unless it has outlived its stale time. */
  lookup(key: string): Found | undefined;
  /**
   * Renders the page for this key once however many ask at the same time: the first caller's render runs
   * (`leader`), later callers share its outcome. A page rendered after a purge began is not stored.
   */
  render(key: string, renderPage: () => Promise<Rendered>): { outcome: Promise<Rendered>; leader: boolean };
  /** A page built from an app's answer, with its ETag and freshness from now. */
  pageOf(headers: IncomingHttpHeaders, body: Buffer, lifetime: Lifetime): StoredPage;
  /** Drops every page (a content write); renders under way finish without being stored. */
  purge(): void;
  /** The most bytes one page may have to be kept. */
  readonly maxEntryBytes: number;
  readonly size: number;
  readonly bytes: number;
}

const headerBytes = (headers: IncomingHttpHeaders) => JSON.stringify(headers).length;

/**
 * The page cache's store: an LRU (lru-cache) bounded by entries and by bytes (body plus headers), each
 * page kept for its fresh plus stale time, and the renders under way by key (request coalescing).
 */
export function createPageStore(options: PageStoreOptions): PageStore {
  const now = options.now ?? Date.now;
  const maxEntryBytes = Math.ceil(options.maxBytes / 8);
  const pages = new LRUCache<string, StoredPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (page) => page.body.length + headerBytes(page.headers),
    perf: { now },
  });
  const rendering = singleFlight<Rendered>();
  let generation = 0;

  return {
    lookup(key) {
      const page = pages.get(key);
      return page && { page, fresh: now() < page.freshUntil };
    },
    render(key, renderPage) {
      const started = generation;
      return rendering.run(key, () =>
        renderPage().then((rendered) => {
          // A purge while it rendered: the page may show what the purge removed, so it is not kept.
          if ('page' in rendered && generation === started) {
            const { freshMs, staleMs } = rendered.page.lifetime;
            pages.set(key, rendered.page, { ttl: freshMs + staleMs });
          }
          return rendered;
        }),
      );
    },
    pageOf(headers, body, lifetime) {
      const storedAt = now();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      return { headers, body, etag, storedAt, freshUntil: storedAt + lifetime.freshMs, lifetime };
    },
    purge() {
      generation += 1;
      pages.clear();
      rendering.clear();
    },
    maxEntryBytes,
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}
