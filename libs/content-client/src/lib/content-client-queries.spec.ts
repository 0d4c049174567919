import { startFakeContentApi } from '../test/fake-content-api';
import { createContentClient } from './content-client';

const item = (slug: string) => ({
  id: `id:${slug}`,
  title: `Title ${slug}`,
  slug,
  sys: { firstPublishedAt: '2024-05-01T00:00:00Z', publishedAt: null },
  metaConfiguration: { keywords: { content: 'Budget, Parks' }, description: null },
});

let api: Awaited<ReturnType<typeof startFakeContentApi>>;
let client: ReturnType<typeof createContentClient>;

beforeAll(async () => {
  api = await startFakeContentApi();
  client = createContentClient({ url: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  api.state.pageCollection = (args) => ({ total: 7, skip: args['skip'], limit: args['limit'], items: [] });
});

const lastArgs = () => api.calls[api.calls.length - 1].args;

describe('content client query variables', () => {
  it('RecentSummaries: slug contains the city, meeting-summary tag, newest first, page size 4', async () => {
    api.state.pageCollection = () => ({
      total: 9,
      skip: 0,
      limit: 4,
      items: [item('saratoga/summary/city-council-meeting-summary-2024-3-05')],
    });
    const listing = await client.recentSummaries({ citySlug: 'ca/santa-clara-county/saratoga' });
    expect(lastArgs()).toEqual({
      preview: false,
      where: { slug_contains: 'ca/santa-clara-county/saratoga', tags_contains_some: ['meeting-summary'] },
      order: ['firstPublishedAt_DESC'],
      skip: 0,
      limit: 4,
    });
    expect(listing).toMatchObject({
      total: 9,
      skip: 0,
      limit: 4,
      items: [{ category: 'Budget', meetingDate: { iso: '2024-03-05' } }],
    });
  });

  it('RecentAgendaSummaries: the three agenda slugs of the city within the year', async () => {
    await client.recentAgendaSummaries({ cityPath: 'ca/santa-clara-county/saratoga', year: 2024, skip: 4 });
    expect(lastArgs()['where']).toEqual({
      slug_contains_some: [
        'ca/santa-clara-county/saratoga/agenda/city-council-meeting-agenda-summary-',
        'ca/santa-clara-county/saratoga/agenda/utilities-commission-meeting-agenda-summary-',
        'ca/santa-clara-county/saratoga/summary/planning-commission-agenda-summary-',
      ],
      firstPublishedAt_gte: '2024-01-01T00:00:00.000Z',
      firstPublishedAt_lt: '2025-01-01T00:00:00.000Z',
      tags_contains_some: ['agenda', 'meeting-summary'],
    });
    expect(lastArgs()).toMatchObject({ skip: 4, limit: 4 });
  });

  it("RecentSummariesInYear: the city's meeting summaries first published within the year, newest first", async () => {
    api.state.pageCollection = () => ({
      total: 5,
      skip: 4,
      limit: 4,
      items: [item('a/summary/city-council-meeting-summary-2024-11-05')],
    });
    const listing = await client.recentSummariesInYear({
      citySlug: 'ca/santa-clara-county/saratoga',
      year: 2024,
      skip: 4,
    });
    expect(lastArgs()).toEqual({
      preview: false,
      where: {
        slug_contains: 'ca/santa-clara-county/saratoga',
        tags_contains_some: ['meeting-summary'],
        firstPublishedAt_gte: '2024-01-01T00:00:00.000Z',
        firstPublishedAt_lt: '2025-01-01T00:00:00.000Z',
      },
      order: ['firstPublishedAt_DESC'],
      skip: 4,
      limit: 4,
    });
    expect(listing).toMatchObject({ total: 5, items: [{ meetingDate: { iso: '2024-11-05' } }] });
  });

  it('SummaryYearSpan: total and the years of the newest and oldest summaries, null years when there are none', async () => {
    api.state.pageCollection = (args) => ({
      total: 31,
      skip: 0,
      limit: 1,
      items: [
        {
          ...item('x'),
          sys: {
            firstPublishedAt:
              (args['order'] as string[])[0] === 'firstPublishedAt_ASC'
                ? '2023-01-09T10:00:00Z'
                : '2025-12-31T23:00:00Z',
            publishedAt: null,
          },
        },
      ],
    });
    await expect(client.summaryYearSpan({ citySlug: 'ca/santa-clara-county/saratoga' })).resolves.toEqual({
      total: 31,
      first: 2023,
      last: 2025,
    });
    const orders = api.calls.map((call) => call.args['order']);
    expect(orders).toEqual([['firstPublishedAt_DESC'], ['firstPublishedAt_ASC']]);
    expect(
      api.calls.every(
        (call) =>
          JSON.stringify(call.args['where']) ===
          JSON.stringify({ slug_contains: 'ca/santa-clara-county/saratoga', tags_contains_some: ['meeting-summary'] }),
      ),
    ).toBe(true);

    api.state.pageCollection = () => ({ total: 0, skip: 0, limit: 1, items: [] });
    await expect(client.summaryYearSpan({ citySlug: 'nowhere' })).resolves.toEqual({
      total: 0,
      first: null,
      last: null,
    });
  });

  it('SummaryIdsByCity: id contains the replica prefix of the city', async () => {
    api.state.pageCollection = () => ({
      total: 1,
      items: [{ id: 'x', title: 't', slug: 'a/summary/city-council-meeting-summary-2024-01-09' }],
    });
    const result = await client.summaryIdsByCity('Palo Alto');
    expect(lastArgs()['where']).toEqual({ id_contains: 'Replica: Gov Meeting Summary Page: Palo Alto' });
    expect(result).toEqual({
      total: 1,
      items: [
        {
          id: 'x',
          title: 't',
          slug: 'a/summary/city-council-meeting-summary-2024-01-09',
          meetingDate: { year: 2024, month: 1, day: 9, iso: '2024-01-09' },
        },
      ],
    });
  });

  it('VoterGuides: slug contains voterSlug, excluded slugs left out, newest first', async () => {
    await client.voterGuides({ voterSlug: 'mayor-race', excludeSlugs: ['a-mayor-race', 'b-mayor-race'] });
    expect(lastArgs()).toMatchObject({
      where: {
        slug_contains: 'mayor-race',
        slug_not_in: ['a-mayor-race', 'b-mayor-race'],
        tags_contains_some: ['voter-guide'],
      },
      order: ['firstPublishedAt_DESC'],
    });
    await client.voterGuides({ voterSlug: 'mayor-race' });
    expect(lastArgs()['where']).toMatchObject({ slug_not_in: [] });
  });

  it('ExistingSlugs: gov domain, limit 1000, answered as a Set', async () => {
    api.state.pageCollection = (args) => ({
      items: (args['where'] as { slug_in: string[] }).slug_in
        .filter((slug) => slug !== 'ca/missing-county')
        .map((slug) => ({ slug })),
    });
    const existing = await client.existingSlugs(['ca', 'ca/missing-county', 'ca', '']);
    expect(lastArgs()).toEqual({
      preview: false,
      where: { slug_in: ['ca', 'ca/missing-county'], domain: 'gov' },
      skip: 0,
      limit: 1000,
    });
    expect(existing).toEqual(new Set(['ca']));
  });

  it('ExistingSlugs: no slugs asks nothing; more than 1000 are asked in chunks', async () => {
    expect(await client.existingSlugs([])).toEqual(new Set());
    expect(api.calls).toHaveLength(0);
    api.state.pageCollection = () => ({ items: [] });
    await client.existingSlugs(Array.from({ length: 1001 }, (_, index) => `s${index}`));
    expect(api.calls.map((call) => (call.args['where'] as { slug_in: string[] }).slug_in.length).sort()).toEqual([
      1, 1000,
    ]);
  });

  it('MunicipalCodePages and ResourcePages: their tags, by slug', async () => {
    await client.municipalCodePages({ skip: 100 });
    expect(lastArgs()).toMatchObject({
      where: { tags_contains_some: ['municode'] },
      order: ['slug_ASC'],
      skip: 100,
      limit: 100,
    });
    await client.resourcePages();
    expect(lastArgs()).toMatchObject({
      where: { tags_contains_some: ['resource'], slug_contains: 'resource-' },
      order: ['slug_ASC'],
    });
    await client.resourcePages({ citySlug: 'ca/santa-clara-county/saratoga' });
    expect(lastArgs()).toMatchObject({
      where: { tags_contains_some: ['resource'], slug_contains: 'ca/santa-clara-county/saratoga/resource-' },
    });
  });

  it('RecentArticles: article tag, optional place, 6 per page', async () => {
    await client.recentArticles();
    expect(lastArgs()).toMatchObject({
      where: { tags_contains_some: ['article'], slug_contains: null },
      order: ['firstPublishedAt_DESC'],
      skip: 0,
      limit: 6,
    });
    await client.recentArticles({ slugContains: 'ca/santa-clara-county', skip: 6 });
    expect(lastArgs()).toMatchObject({ where: { slug_contains: 'ca/santa-clara-county' }, skip: 6, limit: 6 });
  });

  it('RelatedArticles: without the current and portal pages', async () => {
    api.state.pageCollection = () => ({ total: 1, skip: 0, limit: 6, items: [item('ca/articles/parks')] });
    const related = await client.relatedArticles({ currentSlug: 'ca/articles/budget', portalSlug: 'ca' });
    expect(lastArgs()).toMatchObject({
      where: { tags_contains_some: ['article'], slug_not_in: ['ca/articles/budget', 'ca'] },
      limit: 6,
    });
    expect(related.map((article) => article.slug)).toEqual(['ca/articles/parks']);
  });

  it('PageBySlug: null when there is no such page', async () => {
    expect(await client.pageBySlug('nowhere')).toBeNull();
    expect(lastArgs()).toEqual({ slug: 'nowhere', preview: false });
  });
});
