import { createContentClient } from '@civicbrief/content-client';
import { fetchContentSlugs, SLUG_PAGE_SIZE } from './summary-slugs.server';

/** A content API answering the sitemap query from a list of 2,345 slugs, recording each request. */
function fakeApi(total = 2345) {
  const slugs = Array.from({ length: total }, (_, n) => `ca/x/y/summary/s-${String(n).padStart(5, '0')}`);
  const requests: { query: string; variables: { tags: string[]; skip: number; limit: number } }[] = [];
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof requests)[number];
    requests.push(body);
    const { skip, limit } = body.variables;
    const items = slugs.slice(skip, skip + limit).map((slug) => ({ slug, __typename: 'Page' }));
    return new Response(JSON.stringify({ data: { pageCollection: { total, items, __typename: 'PageCollection' } } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { slugs, requests, urql: createContentClient({ url: 'http://content.test/graphql', fetch }).urql };
}

describe('fetchContentSlugs', () => {
  it('pages through every slug with the tags, 1000 at a time, asking only for slugs', async () => {
    const api = fakeApi();
    const tags = ['meeting-summary', 'agenda', 'voter-guide'];
    expect(await fetchContentSlugs(api.urql, tags)).toEqual(api.slugs);
    expect(api.requests.map((request) => request.variables)).toEqual([0, 1000, 2000].map((skip) => ({ tags, skip, limit: SLUG_PAGE_SIZE })));
    const selection = api.requests[0]?.query.replace(/\s+/g, '') ?? '';
    expect(selection).toContain('tags_contains_some:$tags');
    expect(selection).toContain('order:[slug_ASC]');
    expect(selection).toContain('items{slug}');
  });

  it('fails loudly when the content API fails, rather than writing a partial sitemap', async () => {
    const fetch = (async () => new Response('down', { status: 502 })) as typeof globalThis.fetch;
    const urql = createContentClient({ url: 'http://content.test/graphql', fetch }).urql;
    await expect(fetchContentSlugs(urql, ['agenda'])).rejects.toThrow('Sitemap content slugs failed');
  });
});
