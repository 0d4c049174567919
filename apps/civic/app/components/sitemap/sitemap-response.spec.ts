import { aiPolicyHost, sitemapPaths } from './sitemap-response.server';

describe('sitemapPaths', () => {
  it('joins every source in order, each path once, so a new kind of page is one more source', async () => {
    const paths = await sitemapPaths([
      { name: 'fixed', paths: () => ['/', '/about'] },
      { name: 'directory', paths: () => ['/california', '/about'] },
      { name: 'content', paths: async () => ['/ca/x/y/agenda/a-2025-01-01', '/city-level-elections/x-race'] },
      { name: 'ai policy guides', paths: async () => ['/ai-policy-resources/guide'] },
    ]);
    expect(paths).toEqual([
      '/',
      '/about',
      '/california',
      '/ca/x/y/agenda/a-2025-01-01',
      '/city-level-elections/x-race',
      '/ai-policy-resources/guide',
    ]);
  });

  it('leaves out the pages redirected to the AI-policy host when AI_POLICY_HOST is set (that host lists them)', async () => {
    const sources = [
      { name: 'fixed', paths: () => ['/', '/ai-policy-resources', '/ai-policy-resources-old', '/about'] },
      {
        name: 'ai policy guides',
        paths: async () => ['/ai-policy-resources/buying-ai-tools', '/ca/x/y/agenda/a-2025-01-01'],
      },
    ];
    expect(await sitemapPaths(sources, 'ai.civicbrief.example')).toEqual([
      '/',
      '/ai-policy-resources-old',
      '/about',
      '/ca/x/y/agenda/a-2025-01-01',
    ]);
    expect(await sitemapPaths(sources, undefined)).toContain('/ai-policy-resources/buying-ai-tools');
    expect(aiPolicyHost({ AI_POLICY_HOST: ' AI.CivicBrief.example ' })).toBe('ai.civicbrief.example');
    expect(aiPolicyHost({ AI_POLICY_HOST: '' })).toBeUndefined();
    expect(aiPolicyHost({})).toBeUndefined();
  });

  it('fails when a source fails, rather than writing a partial sitemap', async () => {
    await expect(
      sitemapPaths([{ name: 'content', paths: async () => Promise.reject(new Error('down')) }]),
    ).rejects.toThrow('down');
  });
});
