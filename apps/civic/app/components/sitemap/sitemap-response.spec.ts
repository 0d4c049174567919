import { sitemapPaths } from './sitemap-response.server';

describe('sitemapPaths', () => {
  it('joins every source in order, each path once, so a new kind of page is one more source', async () => {
    const paths = await sitemapPaths([
      { name: 'fixed', paths: () => ['/', '/about'] },
      { name: 'directory', paths: () => ['/california', '/about'] },
      { name: 'content', paths: async () => ['/ca/x/y/agenda/a-2025-01-01', '/city-level-elections/x-race'] },
      { name: 'ai policy guides', paths: async () => ['/ai-policy-resources/guide'] },
    ]);
    expect(paths).toEqual(['/', '/about', '/california', '/ca/x/y/agenda/a-2025-01-01', '/city-level-elections/x-race', '/ai-policy-resources/guide']);
  });

  it('fails when a source fails, rather than writing a partial sitemap', async () => {
    await expect(sitemapPaths([{ name: 'content', paths: async () => Promise.reject(new Error('down')) }])).rejects.toThrow('down');
  });
});
