import { startFakeContentApi } from '../test/fake-content-api';
import { createContentClient } from './content-client';

const page = (slug: string, firstPublishedAt: string) => ({
  id: slug,
  title: `Title ${slug}`,
  slug,
  sys: { firstPublishedAt, publishedAt: null },
  metaConfiguration: { keywords: { content: 'Meeting Summary' }, description: null },
});
const collection = (items: unknown[], total = items.length) => ({ total, skip: 0, limit: items.length, items });

let api: Awaited<ReturnType<typeof startFakeContentApi>>;
const client = () => createContentClient({ url: api.url });

/** Saratoga's city page as the app asks for it: ten year tabs up to 2026, four meetings, six articles. */
const saratogaPage = { citySlug: 'ca/x/saratoga', lastYear: 2026, yearTabs: 10, meetingsLimit: 4, articlesLimit: 6 };

beforeAll(async () => {
  api = await startFakeContentApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

/** Answers each of the document's listings by its arguments; `dated` are the summaries within the tabs. */
function answerCityPage(dated: string[], datedTotal = dated.length) {
  api.state.pageCollection = (args) => {
    const where = args['where'] as Record<string, unknown>;
    const tags = where['tags_contains_some'] as string[] | undefined;
    if (where['slug_in']) return collection([{ slug: (where['slug_in'] as string[])[0] }]);
    if (tags?.includes('article')) return collection([page('ca/x/saratoga/articles/a', '2025-02-01T00:00:00Z')]);
    if (tags?.includes('resource')) return collection([page('ca/x/saratoga/resource-parks', '2025-02-01T00:00:00Z')]);
    if (where['firstPublishedAt_gte'] === '2017-01-01T00:00:00.000Z')
      return collection(
        dated.map((iso) => page(`s-${iso}`, iso)),
        datedTotal,
      );
    const order = (args['order'] as string[])[0];
    return order === 'firstPublishedAt_ASC'
      ? collection([page('old', '2019-04-01T00:00:00Z')])
      : collection([page('new', '2026-03-01T00:00:00Z')], 12);
  };
}

describe('content client: the city page document', () => {
  it('asks for every block in one document and counts the summaries per year tab', async () => {
    answerCityPage(['2026-03-01T00:00:00Z', '2026-01-05T00:00:00Z', '2024-06-01T00:00:00Z']);
    const answer = await client().cityPage(saratogaPage);
    const fields = api.calls.map((call) => call.args);
    expect(fields).toHaveLength(8);
    expect(fields).toContainEqual({ slug: 'ca/x/saratoga', preview: false });
    expect(fields).toContainEqual(
      expect.objectContaining({ where: { slug_in: ['ca/x/saratoga/municipal-code'], domain: 'gov' } }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        where: { tags_contains_some: ['article'], slug_contains: 'ca/x/saratoga/articles/' },
        limit: 6,
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        where: { tags_contains_some: ['resource'], slug_contains: 'ca/x/saratoga/resource-' },
        limit: 100,
      }),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        where: expect.objectContaining({
          firstPublishedAt_gte: '2017-01-01T00:00:00.000Z',
          firstPublishedAt_lt: '2027-01-01T00:00:00.000Z',
        }),
        limit: 400,
      }),
    );
    expect(answer.span).toEqual({ total: 12, first: 2019, last: 2026 });
    expect(answer.yearTotals && Object.fromEntries(answer.yearTotals)).toEqual({
      2017: 0,
      2018: 0,
      2019: 0,
      2020: 0,
      2021: 0,
      2022: 0,
      2023: 0,
      2024: 1,
      2025: 0,
      2026: 2,
    });
    expect(answer).toMatchObject({
      askedYear: null,
      municipalCode: true,
      articles: { total: 1 },
      resources: { items: [{ slug: 'ca/x/saratoga/resource-parks' }] },
    });
    // No content page for the city: no blocks.
    expect(answer.blocks).toEqual([]);
  });

  it("answers the blocks of the city's own content page, props that are no object as {}", async () => {
    answerCityPage([]);
    const contacts = { contacts: [{ name: 'Ana Ruiz', role: 'City Clerk' }] };
    api.state.page = (args) =>
      args['slug'] === 'ca/x/saratoga'
        ? {
            content: [
              { block: 'KeyContacts', props: contacts },
              { block: 'Other', props: 'text' },
            ],
          }
        : null;
    const answer = await client().cityPage(saratogaPage);
    expect(answer.blocks).toEqual([
      { block: 'KeyContacts', props: contacts },
      { block: 'Other', props: {} },
    ]);
    api.state.page = () => null;
  });

  it("adds the asked year's list, and gives no totals when the tabs hold more summaries than it dated", async () => {
    answerCityPage(['2026-03-01T00:00:00Z'], 401);
    const answer = await client().cityPage({ ...saratogaPage, year: 2024, meetingsLimit: 8 });
    expect(api.calls).toHaveLength(9);
    expect(api.calls.map((call) => call.args)).toContainEqual(
      expect.objectContaining({
        where: expect.objectContaining({
          firstPublishedAt_gte: '2024-01-01T00:00:00.000Z',
          firstPublishedAt_lt: '2025-01-01T00:00:00.000Z',
        }),
        limit: 8,
      }),
    );
    expect(answer.askedYear).not.toBeNull();
    expect(answer.yearTotals).toBeNull();
  });
});
