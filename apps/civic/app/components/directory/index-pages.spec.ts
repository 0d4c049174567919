import type { ListingItem } from '@civicbrief/content-client';
import { allListed, groupByState } from './index-pages.server';

const item = (slug: string, title = slug): ListingItem => ({
  id: slug,
  title,
  slug,
  category: null,
  description: null,
  firstPublishedAt: null,
  publishedAt: null,
  meetingDate: null,
});

describe('allListed', () => {
  it('pages until the total is reached', async () => {
    const all = Array.from({ length: 600 }, (_, n) => item(`p${n}`));
    const fetchPage = jest.fn(async ({ skip, limit }: { skip: number; limit: number }) => ({
      total: all.length,
      skip,
      limit,
      items: all.slice(skip, skip + limit),
    }));
    expect(await allListed(fetchPage)).toHaveLength(600);
    expect(fetchPage.mock.calls.map(([paging]) => paging)).toEqual([0, 250, 500].map((skip) => ({ skip, limit: 250 })));
  });
});

describe('groupByState', () => {
  it('groups pages by state then city, alphabetically, dropping pages outside catalogue cities', () => {
    const groups = groupByState([
      item('ca/santa-clara-county/saratoga/resource-trash', 'Trash'),
      item('ca/santa-clara-county/palo-alto/resource-parking', 'Parking'),
      item('ca/santa-clara-county/saratoga/resource-parks', 'Parks'),
      item('ia/dallas-madison-polk-warren-county/west-des-moines/municipal-code'),
      item('ca/nowhere-county/atlantis/resource-x'),
      item('articles'),
    ]);
    expect(groups.map((group) => group.state)).toEqual(['California', 'Iowa']);
    expect(groups[0]?.cities.map((entry) => entry.city.name)).toEqual(['Palo Alto', 'Saratoga']);
    expect(groups[0]?.cities[1]?.pages.map((page) => page.title)).toEqual(['Trash', 'Parks']);
    expect(groups[1]?.cities[0]?.city.slug).toBe('ia/dallas-madison-polk-warren-county/west-des-moines');
  });
});
