import { expect, type APIRequestContext } from '@playwright/test';

export const SARATOGA = '/ca/santa-clara-county/saratoga';

/** Slugs of a city's pages from the content API (the seeded database), newest first. */
export async function slugsContaining(request: APIRequestContext, contains: string, limit = 5): Promise<string[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `query Slugs($contains: String!, $limit: Int!) {
        pageCollection(where: { slug_contains: $contains }, order: [firstPublishedAt_DESC], limit: $limit) { items { slug } }
      }`,
      variables: { contains, limit },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { pageCollection: { items: { slug: string }[] } } };
  return body.data.pageCollection.items.map((item) => item.slug);
}

/** One page of a year of the city's meeting summaries, as the list's resource route answers it. */
export async function meetingsPage(request: APIRequestContext, cityPath: string, year: number, page = 1) {
  const response = await request.get(`${cityPath}/meetings?year=${year}&page=${page}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { total: number; items: { title: string; href: string; date: string | null }[] };
}
