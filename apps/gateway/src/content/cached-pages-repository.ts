// One of the caches of decision 044's table: what it keeps, how long, and what drops it are listed there.
import { LRUCache } from 'lru-cache';
import type { PageRow } from '@civicbrief/gateway-db';
import type { PageList, PagesRepository } from './pages-repository';

export interface ReadCacheOptions {
  ttlMs: number;
  /** Most distinct reads kept (listings and pages together). */
  max?: number;
  /** Most JSON characters kept, all entries together; a read larger than an eighth of it is not kept. */
  maxBytes?: number;
}

type Entry = PageList | { page: PageRow | undefined };

/** The heap holds two to three times the JSON size, so this keeps the cache well under 100 MB. */
export const DEFAULT_READ_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The LRU behind withReadCache, bounded by entries and by size (JSON length: close to what the rows
 * hold, and cheap next to the query that produced them). Expired entries are dropped on time
 * (ttlAutopurge), not only when read again, so a burst of large listings does not stay in memory.
 */
export function createReadCache(options: ReadCacheOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_READ_CACHE_BYTES;
  return new LRUCache<string, Entry, () => Promise<Entry>>({
    max: options.max ?? 5000,
    maxSize: maxBytes,
    maxEntrySize: Math.ceil(maxBytes / 8),
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry).length),
    ttl: options.ttlMs,
    ttlAutopurge: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/**
 * Reuses published-content reads for a short time. A city page asks the content store about seven
 * questions and the embedded database answers one at a time, so popular pages would otherwise queue on it.
 * Concurrent identical reads share one query (lru-cache `fetch`). Preview reads (drafts) are never cached,
 * and a write through this repository clears the cache; a write by another process (another gateway, the CLI)
 * clears it through `dropCached`, when the database tells (decision 044).
 */
export function withReadCache(
  repository: PagesRepository,
  options: ReadCacheOptions,
): PagesRepository & { dropCached(): void } {
  if (options.ttlMs <= 0) return { ...repository, dropCached: () => undefined };
  const cache = createReadCache(options);
  // Clearing aborts the reads under way (lru-cache rejects them): those are read again, uncached, never failed.
  let clears = 0;
  const clear = () => {
    clears += 1;
    cache.clear();
  };
  const cached = async <T extends Entry>(key: string, read: () => Promise<T>): Promise<T> => {
    const before = clears;
    try {
      return (await cache.fetch(key, { context: read })) as T;
    } catch (error) {
      if (clears !== before) return read();
      throw error;
    }
  };

  return {
    /** Another gateway wrote (decision 044): what is kept may be old. */
    dropCached: clear,
    upsertBySlug: async (input) => {
      const outcome = await repository.upsertBySlug(input);
      if (outcome !== 'unchanged') clear();
      return outcome;
    },
    findBySlug: async (slug, options = {}) =>
      options.preview
        ? repository.findBySlug(slug, options)
        : (await cached(`page:${slug}`, async () => ({ page: await repository.findBySlug(slug) }))).page,
    list: (query) =>
      query.preview ? repository.list(query) : cached(`list:${JSON.stringify(query)}`, () => repository.list(query)),
  };
}
