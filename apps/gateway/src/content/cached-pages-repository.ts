import { LRUCache } from 'lru-cache';
import type { PageRow } from '../db/schema';
import type { PageList, PagesRepository } from './pages-repository';

export interface ReadCacheOptions {
  ttlMs: number;
  /** Most distinct reads kept (listings and pages together). */
  max?: number;
}

type Entry = PageList | { page: PageRow | undefined };

/**
 * Reuses published-content reads for a short time. A city page asks the content store about seven
 * questions and the embedded database answers one at a time, so popular pages would otherwise queue on it.
 * Concurrent identical reads share one query (lru-cache `fetch`). Preview reads (drafts) are never cached,
 * and a write through this repository clears the cache; writes by another process (import, seed) show
 * within the TTL.
 */
export function withReadCache(repository: PagesRepository, options: ReadCacheOptions): PagesRepository {
  if (options.ttlMs <= 0) return repository;
  const cache = new LRUCache<string, Entry, () => Promise<Entry>>({
    max: options.max ?? 5000,
    ttl: options.ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const cached = async <T extends Entry>(key: string, read: () => Promise<T>): Promise<T> =>
    (await cache.fetch(key, { context: read })) as T;

  return {
    upsertBySlug: async (input) => {
      const outcome = await repository.upsertBySlug(input);
      if (outcome !== 'unchanged') cache.clear();
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
