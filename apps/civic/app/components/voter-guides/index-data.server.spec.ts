import type { ContentClient } from '@civicbrief/content-client';
import { contentTypeDefs, messages } from '@civicbrief/contracts';
import { buildSchema, validate } from 'graphql';
import { pageParam, voterIndexData } from './index-data.server';
import { RACE_PAGE_SIZE } from './levels';
import { VoterRacesDocument } from './races-query.server';

const item = (slug: string) => ({
  id: slug,
  slug,
  title: `Race ${slug}`,
  sys: { firstPublishedAt: '2026-01-01T00:00:00Z' },
  metaConfiguration: { keywords: { content: 'Voter Guide' }, description: { content: ` About ${slug} ` } },
});

function fakeContent(answer: { data?: unknown; error?: unknown }) {
  const query = jest.fn((_document: unknown, _variables: Record<string, unknown>) => ({
    toPromise: async () => answer,
  }));
  return { client: { preview: false, urql: { query } } as unknown as ContentClient, query };
}

describe('voterIndexData', () => {
  it('is a valid query of the content API', () => {
    expect(validate(buildSchema(contentTypeDefs), VoterRacesDocument)).toEqual([]);
  });

  it("asks for the index's race pages (VoterGuides filter, index excluded) and maps them to cards", async () => {
    const { client, query } = fakeContent({
      data: { pageCollection: { total: 30, items: [item('city-level-elections/saratoga-city-council-race')] } },
    });
    const data = await voterIndexData(client, 'city', new URL('http://x/city-level-elections?page=2'));
    expect(query.mock.calls[0]?.[1]).toEqual({
      preview: false,
      voterSlug: 'city-level-elections',
      excludeSlugs: ['city-level-elections'],
      limit: 2 * RACE_PAGE_SIZE,
    });
    expect(data).toEqual({
      level: 'city',
      page: 2,
      total: 30,
      error: null,
      races: [
        {
          slug: 'city-level-elections/saratoga-city-council-race',
          title: 'Race city-level-elections/saratoga-city-council-race',
          description: 'About city-level-elections/saratoga-city-council-race',
        },
      ],
    });
  });

  it("answers the spec's error message when the content API fails", async () => {
    const { client } = fakeContent({
      error: { networkError: new Error('down'), graphQLErrors: [], response: undefined },
    });
    const data = await voterIndexData(client, 'presidential', new URL('http://x/presidential-election'));
    expect(data).toMatchObject({ error: messages.guideLoadFailed, races: [], page: 1 });
  });

  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=99999', 41],
  ])('reads %s as page %s', (search, page) => {
    expect(pageParam(new URL(`http://x/state-level-elections${search}`))).toBe(page);
  });
});
