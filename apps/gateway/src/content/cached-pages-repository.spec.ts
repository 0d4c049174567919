import type { PageRow } from '../db/schema';
import { withReadCache } from './cached-pages-repository';
import type { PagesRepository } from './pages-repository';
import type { PageListQuery } from './page-query';

function countingRepository() {
  const calls = { list: 0, findBySlug: 0 };
  const page = { slug: 'a' } as PageRow;
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

  it('is the repository itself when the TTL is 0', () => {
    const { repository } = countingRepository();
    expect(withReadCache(repository, { ttlMs: 0 })).toBe(repository);
  });
});
