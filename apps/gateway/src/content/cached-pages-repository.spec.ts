import type { PageRow, PageListQuery } from '@civicbrief/gateway-db';
import { createReadCache, withReadCache } from './cached-pages-repository';
import type { PagesRepository } from './pages-repository';

function countingRepository(page = { slug: 'a' } as PageRow) {
  const calls = { list: 0, findBySlug: 0 };
  const repository: PagesRepository = {
    upsertBySlug: async () => 'updated',
    findBySlug: async () => {
      calls.findBySlug += 1;
      return page;
    },
    list: async () => {
      calls.list += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { total: 1, items: [page] };
    },
  };
  return { repository, calls };
}

const query: PageListQuery = { preview: false, where: { slug_contains: 'saratoga' }, skip: 0, limit: 4 };

describe('withReadCache', () => {
  it('answers repeated and concurrent published reads with one query', async () => {
    const { repository, calls } = countingRepository();
    const cached = withReadCache(repository, { ttlMs: 60_000 });
    await Promise.all([cached.list(query), cached.list(query), cached.list({ ...query })]);
    await cached.list(query);
    expect(calls.list).toBe(1);
    await cached.findBySlug('a');
    await cached.findBySlug('a');
    expect(calls.findBySlug).toBe(1);
  });

  it('never caches preview reads', async () => {
    const { repository, calls } = countingRepository();
    const cached = withReadCache(repository, { ttlMs: 60_000 });
    await cached.list({ ...query, preview: true });
    await cached.list({ ...query, preview: true });
    await cached.findBySlug('a', { preview: true });
    await cached.findBySlug('a', { preview: true });
    expect(calls).toEqual({ list: 2, findBySlug: 2 });
  });

  it('forgets everything after a write that changed a page', async () => {
    const { repository, calls } = countingRepository();
    const cached = withReadCache(repository, { ttlMs: 60_000 });
    await cached.list(query);
    await cached.upsertBySlug({ slug: 'a', title: 'A' } as never);
    await cached.list(query);
    expect(calls.list).toBe(2);
  });

  it('answers a read under way when another gateway wrote meanwhile (read again, not failed, not kept)', async () => {
    const { repository, calls } = countingRepository();
    const cached = withReadCache(repository, { ttlMs: 60_000 });
    const reading = cached.list(query);
    cached.dropCached();
    await expect(reading).resolves.toEqual({ total: 1, items: [{ slug: 'a' }] });
    await cached.list(query);
    expect(calls.list).toBe(3);
  });

  it("is the repository's own functions when the TTL is 0, with nothing to drop", () => {
    const { repository } = countingRepository();
    const uncached = withReadCache(repository, { ttlMs: 0 });
    expect(uncached.findBySlug).toBe(repository.findBySlug);
    expect(uncached.list).toBe(repository.list);
    expect(uncached.upsertBySlug).toBe(repository.upsertBySlug);
    expect(() => uncached.dropCached()).not.toThrow();
  });

  it('is bounded by size: large reads push older ones out, and one too large is never kept', async () => {
    // 5,000 entries and no bound on bytes let a few large listings hold tens of megabytes.
    const { repository, calls } = countingRepository({ slug: 'a', title: 'x'.repeat(400) } as PageRow);
    const cached = withReadCache(repository, { ttlMs: 60_000, maxBytes: 8000 });
    for (const skip of [0, 1, 0]) await cached.list({ ...query, skip });
    expect(calls.list).toBe(1 + 1);
    const eachAbout = JSON.stringify({ total: 1, items: [{ slug: 'a', title: 'x'.repeat(400) }] }).length;
    const many = Array.from({ length: 30 }, (_, skip) => ({ ...query, skip: skip + 10 }));
    for (const read of many) await cached.list(read);
    calls.list = 0;
    for (const read of many) await cached.list(read);
    // Only what fits in 8,000 characters stayed: the most recent 8000 / eachAbout reads.
    expect(calls.list).toBe(30);
    expect(Math.floor(8000 / eachAbout)).toBeLessThan(30);

    const { repository: huge, calls: hugeCalls } = countingRepository({
      slug: 'a',
      title: 'x'.repeat(2000),
    } as PageRow);
    const cachedHuge = withReadCache(huge, { ttlMs: 60_000, maxBytes: 8000 });
    expect((await cachedHuge.list(query)).items[0].slug).toBe('a');
    await cachedHuge.list(query);
    expect(hugeCalls.list).toBe(2);
  });

  it('keeps the total size within maxBytes and drops expired entries without being read', async () => {
    const cache = createReadCache({ ttlMs: 20, maxBytes: 10_000 });
    const entry = { total: 1, items: [{ slug: 'a', title: 'y'.repeat(900) } as PageRow] };
    for (let index = 0; index < 50; index++) cache.set(`list:${index}`, entry);
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeGreaterThan(0);
    // The purge timers (due at 21 ms) run before this one (due later), however busy the machine is.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
  });
});
