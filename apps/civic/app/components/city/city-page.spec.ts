/**
 * @jest-environment node
 */
import { ContentError, type ContentClient, type Listing, type ListingItem } from '@civicbrief/content-client';
import { fetchCityPage, type CityPageQuery } from './city-page.server';

const item = (slug: string, firstPublishedAt: string): ListingItem => ({
  id: slug,
  title: `T ${slug}`,
  slug,
  category: 'Meeting Summary',
  description: null,
  firstPublishedAt,
  publishedAt: null,
  meetingDate: null,
});
const listing = (items: ListingItem[], total = items.length): Listing<ListingItem> => ({
  total,
  skip: 0,
  limit: items.length,
  items,
});
const summary = (date: string) =>
  item(`ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-${date}`, `${date}T00:00:00.000Z`);

/** Summaries per year tab as the client counts them: each of the ten years up to 2026. */
const totals = (counts: Record<number, number>) =>
  new Map(Array.from({ length: 10 }, (_, i) => [2017 + i, counts[2017 + i] ?? 0]));

type Batched = Awaited<ReturnType<ContentClient['cityPage']>>;
const now = new Date('2026-06-01T00:00:00Z');
const base: CityPageQuery = { citySlug: 'ca/santa-clara-county/saratoga', year: null, pages: 1, articlesPage: 1, now };

/** A client whose one document answers `answer`; the per-block queries are recorded, and fail. */
function clientAnswering(answer: Batched | Error) {
  const perBlock: string[] = [];
  const fail = (name: string) => async () => {
    perBlock.push(name);
    throw new ContentError('failed', { kind: 'network', operation: name, cause: new Error('down') });
  };
  const cityPage = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const content = {
    cityPage,
    summaryYearSpan: fail('summaryYearSpan'),
    recentSummariesInYear: fail('recentSummariesInYear'),
    recentArticles: fail('recentArticles'),
    existingSlugs: fail('existingSlugs'),
    resourcePages: fail('resourcePages'),
    pageBySlug: fail('pageBySlug'),
  } as unknown as ContentClient;
  return { content, cityPage, perBlock };
}

const answer = (overrides: Partial<Batched> = {}): Batched => ({
  span: { total: 7, first: 2024, last: 2026 },
  yearTotals: totals({ 2024: 2, 2026: 5 }),
  meetings: listing([summary('2026-05-04'), summary('2026-04-06'), summary('2026-03-02'), summary('2026-02-02')], 7),
  askedYear: null,
  articles: listing([item('ca/santa-clara-county/saratoga/articles/a', '2026-01-01T00:00:00.000Z')], 1),
  municipalCode: true,
  resources: listing([item('ca/santa-clara-county/saratoga/resource-parks', '2026-01-01T00:00:00.000Z')]),
  blocks: [],
  ...overrides,
});

describe('fetchCityPage', () => {
  it('builds the three blocks from one request: default tab = newest year with entries', async () => {
    const { content, cityPage, perBlock } = clientAnswering(answer());
    const page = await fetchCityPage(content, base);
    expect(cityPage).toHaveBeenCalledWith(
      expect.objectContaining({ lastYear: 2026, yearTabs: 10, year: null, meetingsLimit: 4, articlesLimit: 6 }),
    );
    expect(perBlock).toEqual([]);
    expect(page.meetings).toMatchObject({ years: [2024, 2026], year: 2026, total: 5, pages: 1, error: null });
    expect(page.meetings.items.map((i) => i.date)).toEqual([
      'May 4, 2026',
      'April 6, 2026',
      'March 2, 2026',
      'February 2, 2026',
    ]);
    expect(page.articles).toMatchObject({ total: 1, page: 1, pageSize: 6, error: null });
    expect(page.resources).toEqual({
      municipalCode: '/ca/santa-clara-county/saratoga/municipal-code',
      resources: [
        {
          title: 'T ca/santa-clara-county/saratoga/resource-parks',
          href: '/ca/santa-clara-county/saratoga/resource-parks',
        },
      ],
      error: null,
    });
  });

  it('opens on the current year, also before its first summary, from the one request', async () => {
    const meetings = listing([summary('2024-05-04'), summary('2024-04-06'), summary('2023-03-02')], 3);
    const { content, perBlock } = clientAnswering(
      answer({ span: { total: 3, first: 2023, last: 2024 }, yearTotals: totals({ 2023: 1, 2024: 2 }), meetings }),
    );
    const page = await fetchCityPage(content, base);
    expect(page.meetings).toMatchObject({ years: [2023, 2024, 2026], year: 2026, total: 0 });
    expect(page.meetings.items).toHaveLength(0);
    expect(perBlock).toEqual([]);
  });

  it('keeps only the asked-for year with entries in its tab', async () => {
    const meetings = listing([summary('2024-05-04'), summary('2024-04-06'), summary('2023-03-02')], 3);
    const { content } = clientAnswering(
      answer({ span: { total: 3, first: 2023, last: 2024 }, yearTotals: totals({ 2023: 1, 2024: 2 }), meetings }),
    );
    const page = await fetchCityPage(content, { ...base, year: 2024 });
    expect(page.meetings).toMatchObject({ years: [2023, 2024], year: 2024, total: 2 });
    expect(page.meetings.items).toHaveLength(2);
  });

  it('shows an asked-for year from its own list, and falls back to the default tab when it has none', async () => {
    const asked = clientAnswering(answer({ askedYear: listing([summary('2024-05-04'), summary('2024-04-06')]) }));
    const page = await fetchCityPage(asked.content, { ...base, year: 2024, pages: 2 });
    expect(asked.cityPage).toHaveBeenCalledWith(expect.objectContaining({ year: 2024, meetingsLimit: 8 }));
    expect(page.meetings).toMatchObject({ years: [2024, 2026], year: 2024, total: 2, pages: 2 });

    const empty = clientAnswering(answer({ askedYear: listing([]) }));
    const fallback = await fetchCityPage(empty.content, { ...base, year: 2025, pages: 2 });
    expect(fallback.meetings).toMatchObject({ years: [2024, 2026], year: 2026, total: 5, pages: 1 });
    expect(fallback.meetings.items).toHaveLength(4);
  });

  it('answers a city without summaries with no tabs', async () => {
    const { content } = clientAnswering(answer({ span: { total: 0, first: null, last: null }, meetings: listing([]) }));
    expect((await fetchCityPage(content, base)).meetings).toEqual({
      years: [],
      year: null,
      items: [],
      total: 0,
      pages: 1,
      pageSize: 4,
      error: null,
    });
  });

  it('falls back to one query per block when the request fails, the paging is large or the tabs reach past it', async () => {
    const failed = clientAnswering(
      new ContentError('down', { kind: 'network', operation: 'CityPage', cause: new Error('down') }),
    );
    const page = await fetchCityPage(failed.content, base);
    expect(failed.perBlock.sort()).toEqual([
      'existingSlugs',
      'pageBySlug',
      'recentArticles',
      'resourcePages',
      'summaryYearSpan',
    ]);
    expect([page.meetings.error, page.articles.error, page.resources.error].every((e) => typeof e === 'string')).toBe(
      true,
    );
    // Contacts that cannot be read are no error: the section hides.
    expect(page.contacts).toEqual([]);

    const large = clientAnswering(answer());
    await fetchCityPage(large.content, { ...base, pages: 25 });
    expect(large.cityPage).not.toHaveBeenCalled();

    for (const overrides of [{ yearTotals: null }, { span: { total: 7, first: 2024, last: 2027 } }]) {
      const partial = clientAnswering(answer(overrides));
      await fetchCityPage(partial.content, base);
      expect(partial.perBlock).toContain('summaryYearSpan');
    }
  });

  it("reads the key contacts from the city's content page, in the one request or on its own", async () => {
    const contact = { name: 'Ana Ruiz', role: 'City Clerk', phone: '(408) 868-1200' };
    const blocks = [{ block: 'KeyContacts', props: { contacts: [contact, { name: 'No role' }] } }];
    const one = clientAnswering(answer({ blocks }));
    expect((await fetchCityPage(one.content, base)).contacts).toEqual([contact]);

    const failed = clientAnswering(
      new ContentError('down', { kind: 'network', operation: 'CityPage', cause: new Error('down') }),
    );
    const pageBySlug = jest.fn(async () => ({ content: blocks }));
    const page = await fetchCityPage({ ...failed.content, pageBySlug } as unknown as ContentClient, base);
    expect(pageBySlug).toHaveBeenCalledWith('ca/santa-clara-county/saratoga');
    expect(page.contacts).toEqual([contact]);
  });

  it("reads the city's own news feed from its content page, in the one request or on its own; none without a valid block", async () => {
    const blocks = [{ block: 'NewsFeed', props: { url: 'https://www.saratoga.ca.us/RSSFeed.aspx?ModID=1' } }];
    expect((await fetchCityPage(clientAnswering(answer({ blocks })).content, base)).newsFeedUrl).toBe(
      'https://www.saratoga.ca.us/RSSFeed.aspx?ModID=1',
    );
    expect(
      (
        await fetchCityPage(
          clientAnswering(answer({ blocks: [{ block: 'NewsFeed', props: { url: 'javascript:alert(1)' } }] })).content,
          base,
        )
      ).newsFeedUrl,
    ).toBeNull();

    const failed = clientAnswering(
      new ContentError('down', { kind: 'network', operation: 'CityPage', cause: new Error('down') }),
    );
    const pageBySlug = jest.fn(async () => ({ content: blocks }));
    expect((await fetchCityPage({ ...failed.content, pageBySlug } as unknown as ContentClient, base)).newsFeedUrl).toBe(
      'https://www.saratoga.ca.us/RSSFeed.aspx?ModID=1',
    );
    const unreadable = jest.fn(async () => {
      throw new Error('down');
    });
    expect(
      await fetchCityPage({ ...failed.content, pageBySlug: unreadable } as unknown as ContentClient, base),
    ).toMatchObject({ contacts: [], newsFeedUrl: null });
  });

  it('lets an error that is not a content failure through', async () => {
    const { content } = clientAnswering(new TypeError('bug'));
    await expect(fetchCityPage(content, base)).rejects.toThrow('bug');
  });
});

describe('fetchCityPage after a content write', () => {
  it('reads the content every time: nothing of it is kept in the app, so a purge through the front door shows at once', async () => {
    const client = clientAnswering(answer());
    const published = { ...client.content, preview: false } as ContentClient;
    for (let i = 0; i < 3; i++) await fetchCityPage(published, base);
    expect(client.cityPage).toHaveBeenCalledTimes(3);
  });
});
