import { createContentClient } from '@civicbrief/content-client';
import { fetchContentSlugs, SLUG_PAGE_SIZE } from './summary-slugs.server';

/** A content API answering the sitemap query (slugs after `after`, in order) from `total` slugs, recording each request. */
function fakeApi(total = 2345) {
  const slugs = Array.from({ length: total }, (_, n) => `ca/x/y/summary/s-${String(n).padStart(5, '0')}`);
  const requests: { query: string; variables: { tags: string[]; after: string | null; limit: number } }[] = [];
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof requests)[number];
    requests.push(body);
    const { after, limit } = body.variables;
    const items = slugs
      .filter((slug) => after === null || slug > after)
      .slice(0, limit)
      .map((slug) => ({ slug, __typename: 'Page' }));
    return new Response(JSON.stringify({ data: { pageCollection: { items, __typename: 'PageCollection' } } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { slugs, requests, urql: createContentClient({ url: 'http://content.test/graphql', fetch }).urql };
}

describe('fetchContentSlugs', () => {
  it('pages through every slug with the tags, 1000 at a time after the last slug read, asking only for slugs', async () => {
    const api = fakeApi();
    const tags = ['meeting-summary', 'agenda', 'voter-guide'];
    expect(await fetchContentSlugs(api.urql, tags)).toEqual(api.slugs);
    expect(api.requests.map((request) => request.variables)).toEqual(
      [null, api.slugs[999], api.slugs[1999]].map((after) => ({ tags, after, limit: SLUG_PAGE_SIZE })),
    );
    const selection = api.requests[0]?.query.replace(/\s+/g, '') ?? '';
    expect(selection).toContain('tags_contains_some:$tags,slug_gt:$after');
    expect(selection).not.toContain('total');
    expect(selection).toContain('order:[slug_ASC]');
    expect(selection).toContain('items{slug}');
  });

  it('stops at the first short page, an empty one when the slugs fill whole pages', async () => {
    const api = fakeApi(2000);
    expect(await fetchContentSlugs(api.urql, ['agenda'])).toEqual(api.slugs);
    expect(api.requests).toHaveLength(3);
  });

  it('fails loudly when the content API fails, rather than writing a partial sitemap', async () => {
    const fetch = (async () => new Response('down', { status: 502 })) as typeof globalThis.fetch;
    const urql = createContentClient({ url: 'http://content.test/graphql', fetch }).urql;
    await expect(fetchContentSlugs(urql, ['agenda'])).rejects.toThrow('Sitemap content slugs failed');
  });
});
