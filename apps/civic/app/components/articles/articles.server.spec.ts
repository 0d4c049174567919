import { ContentError, type ListingItem } from '@civicbrief/content-client';
import { articlesPageOf, fetchArticles, fetchRelatedArticles } from './articles.server';

const item = (n: number): ListingItem => ({
  id: `a${n}`,
  title: `Article ${n}`,
  slug: `ca/articles/article-${n}`,
  category: null,
  description: null,
  firstPublishedAt: null,
  publishedAt: null,
  meetingDate: null,
});

const failure = (message: string) =>
  new ContentError(message, { kind: 'network', operation: 'RecentArticles', cause: new Error('down') });

describe('articlesPageOf', () => {
  it.each([
    ['http://x/ca', 1],
    ['http://x/ca?articlesPage=3', 3],
    ['http://x/ca?articlesPage=0', 1],
    ['http://x/ca?articlesPage=-2', 1],
    ['http://x/ca?articlesPage=1.5', 1],
    ['http://x/ca?articlesPage=abc', 1],
    ['http://x/ca?articlesPage=9999', 50],
  ])('%s -> %d', (url, page) => {
    expect(articlesPageOf(new Request(url))).toBe(page);
  });
});

describe('fetchArticles', () => {
  it('asks for every page shown in one query and reports the total', async () => {
    const recentArticles = jest.fn().mockResolvedValue({ total: 14, skip: 0, limit: 12, items: [item(1), item(2)] });
    const data = await fetchArticles({ recentArticles }, { slugContains: 'ca/articles/', page: 2 });
    expect(recentArticles).toHaveBeenCalledWith({ slugContains: 'ca/articles/', skip: 0, limit: 12 });
    expect(data).toEqual({ items: [item(1), item(2)], total: 14, page: 2, pageSize: 6, error: null });
  });

  it('keeps only slugs starting with a prefix, paging through every match, and counts those', async () => {
    const under = (n: number) => ({ ...item(n), slug: `ca/articles/a-${n}` });
    const elsewhere = (n: number) => ({ ...item(n), slug: `ca/los-angeles-county/santa-monica/articles/b-${n}` });
    const matches = [under(1), elsewhere(2), under(3), ...Array.from({ length: 300 }, (_, n) => under(10 + n))];
    const recentArticles = jest.fn(async ({ skip = 0, limit = 6 }: { skip?: number; limit?: number }) => ({
      total: matches.length,
      skip,
      limit,
      items: matches.slice(skip, skip + limit),
    }));
    const data = await fetchArticles({ recentArticles }, { slugPrefix: 'ca/articles/', page: 1 });
    expect(recentArticles.mock.calls.map(([args]) => args)).toEqual([
      { slugContains: 'ca/articles/', skip: 0, limit: 250 },
      { slugContains: 'ca/articles/', skip: 250, limit: 250 },
    ]);
    expect(data.items.map((article) => article.slug)).toEqual([
      'ca/articles/a-1',
      'ca/articles/a-3',
      ...[10, 11, 12, 13].map((n) => `ca/articles/a-${n}`),
    ]);
    expect(data.total).toBe(302);
  });

  it('turns a content failure into the block error message', async () => {
    const recentArticles = jest
      .fn()
      .mockRejectedValue(failure("Oops! We're having trouble fetching the recent articles."));
    const data = await fetchArticles({ recentArticles }, {});
    expect(data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 6,
      error: "Oops! We're having trouble fetching the recent articles.",
    });
  });

  it('lets a programming error through', async () => {
    const recentArticles = jest.fn().mockRejectedValue(new TypeError('bug'));
    await expect(fetchArticles({ recentArticles }, {})).rejects.toThrow('bug');
  });
});

describe('fetchRelatedArticles', () => {
  it('excludes the current page and the articles portal', async () => {
    const relatedArticles = jest.fn().mockResolvedValue([item(3)]);
    const data = await fetchRelatedArticles({ relatedArticles }, { currentSlug: 'ca/articles/article-1' });
    expect(relatedArticles).toHaveBeenCalledWith({
      currentSlug: 'ca/articles/article-1',
      portalSlug: 'articles',
      limit: 6,
    });
    expect(data).toMatchObject({ items: [item(3)], total: 1, error: null });
  });

  it('reports the related-articles message on failure', async () => {
    const relatedArticles = jest
      .fn()
      .mockRejectedValue(failure("Oops! We're having trouble fetching the related articles."));
    const data = await fetchRelatedArticles({ relatedArticles }, { currentSlug: 'x' });
    expect(data.error).toBe("Oops! We're having trouble fetching the related articles.");
  });
});
