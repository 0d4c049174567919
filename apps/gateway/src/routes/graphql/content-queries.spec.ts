import { createPagesRepository } from '../../content/pages-repository';
import { contentFixtures, loadContentFixtures, paloAlto, saratoga } from '../../test/content-fixtures';
import { testDrivers } from '../../test/databases';
import { graphql, type LooseData } from '../../test/graphql';
import { gatewayTest, testApp } from '../../test/gateway-test';

// The spec's content queries (§7), written as the apps' documents will be.
const listingItem =
  'id title slug sys { firstPublishedAt publishedAt } metaConfiguration { keywords { content } description { content } }';
const RecentSummaries = `query RecentSummaries($preview: Boolean, $citySlug: String!, $skip: Int, $limit: Int) {
  pageCollection(preview: $preview, where: { slug_contains: $citySlug }, order: [firstPublishedAt_DESC], skip: $skip, limit: $limit) {
    total skip limit items { ${listingItem} }
  }
}`;
const AgendaSummaries = `query AgendaSummaries($preview: Boolean, $citySlug: String!, $citySlug2: String!, $citySlug3: String!, $from: DateTime!, $to: DateTime!, $skip: Int, $limit: Int) {
  pageCollection(preview: $preview, where: { slug_contains_some: [$citySlug, $citySlug2, $citySlug3], firstPublishedAt_gte: $from, firstPublishedAt_lt: $to }, skip: $skip, limit: $limit) {
    total skip limit items { ${listingItem} }
  }
}`;
const SummariesById = `query SummariesById($idText: String!) {
  pageCollection(where: { id_contains: $idText }, limit: 100) { total items { id title slug } }
}`;
const VoterGuides = `query VoterGuides($preview: Boolean, $voterSlug: String!, $excludeSlugs: [String!]) {
  pageCollection(preview: $preview, where: { slug_contains: $voterSlug, slug_not_in: $excludeSlugs }, order: [firstPublishedAt_DESC]) {
    items { id title slug sys { firstPublishedAt } metaConfiguration { keywords { content } } }
  }
}`;
const SlugExists = `query SlugExists { pageCollection(where: { domain: "gov" }, limit: 1000) { total items { slug } } }`;
const byTag = (tag: string, order: string) => `query($limit: Int) {
  pageCollection(where: { tags_contains_all: ["${tag}"] }, order: [${order}], limit: $limit) { total items { slug sys { firstPublishedAt } } }
}`;
const RelatedArticles = `query RelatedArticles($exclude: [String!]!, $limit: Int) {
  pageCollection(where: { tags_contains_all: ["article"], slug_not_in: $exclude }, order: [firstPublishedAt_DESC], limit: $limit) { total items { slug } }
}`;
const PageBySlug = `query PageBySlug($slug: String!) {
  page(slug: $slug) { id slug title domain tags status sys { id publishedAt } content { block props } props }
}`;

const slugs = (data: LooseData | null) => data?.pageCollection.items.map((item: { slug: string }) => item.slug);

describe.each(testDrivers)('content queries on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadContentFixtures(createPagesRepository(database.db));
    return { app: await testApp(database) };
  });

  it('RecentSummaries pages through a city newest first with total, skip and limit', async () => {
    const first = await graphql(setup.app, RecentSummaries, {
      citySlug: `${saratoga}/summary/city-council`,
      skip: 0,
      limit: 4,
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.pageCollection).toMatchObject({ total: 6, skip: 0, limit: 4 });
    expect(slugs(first.data).map((slug: string) => slug.slice(-10))).toEqual([
      '2025-05-13',
      '2025-04-08',
      '2025-03-11',
      '2025-02-11',
    ]);
    expect(first.data?.pageCollection.items[0]).toEqual({
      id: `Replica: Gov Meeting Summary Page: Saratoga: ${saratoga}/summary/city-council-meeting-summary-2025-05-13`,
      title: 'Saratoga summary/city-council-meeting-summary 2025-05-13',
      slug: `${saratoga}/summary/city-council-meeting-summary-2025-05-13`,
      sys: { firstPublishedAt: '2025-05-13T00:00:00.000Z', publishedAt: '2025-05-13T00:00:00.000Z' },
      metaConfiguration: {
        keywords: { content: 'City Council, Saratoga' },
        description: { content: 'What happened on 2025-05-13' },
      },
    });

    const next = await graphql(setup.app, RecentSummaries, {
      citySlug: `${saratoga}/summary/city-council`,
      skip: 4,
      limit: 4,
    });
    expect(next.data?.pageCollection).toMatchObject({ total: 6, skip: 4, limit: 4 });
    expect(slugs(next.data).map((slug: string) => slug.slice(-10))).toEqual(['2025-01-14', '2024-11-12']);
  });

  it('the agenda variant matches the three meeting kinds of one city in one year', async () => {
    const answer = await graphql(setup.app, AgendaSummaries, {
      citySlug: `${saratoga}/agenda/city-council-meeting-agenda-summary`,
      citySlug2: `${saratoga}/agenda/utilities-commission-meeting-agenda-summary`,
      citySlug3: `${saratoga}/summary/planning-commission-agenda-summary`,
      from: '2025-01-01T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
      skip: 0,
      limit: 2,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.pageCollection).toMatchObject({ total: 3, skip: 0, limit: 2 });
    expect(slugs(answer.data)).toEqual([
      `${saratoga}/summary/planning-commission-agenda-summary-2025-06-16`,
      `${saratoga}/agenda/utilities-commission-meeting-agenda-summary-2025-06-09`,
    ]);
  });

  it("the id-containing form finds one city's summaries", async () => {
    const answer = await graphql(setup.app, SummariesById, { idText: 'Replica: Gov Meeting Summary Page: Palo Alto' });
    expect(answer.data?.pageCollection.total).toBe(2);
    expect(answer.data?.pageCollection.items.map((item: { id: string }) => item.id)).toEqual([
      `Replica: Gov Meeting Summary Page: Palo Alto: ${paloAlto}/agenda/city-council-meeting-agenda-summary-2025-06-03`,
      `Replica: Gov Meeting Summary Page: Palo Alto: ${paloAlto}/summary/city-council-meeting-summary-2025-03-03`,
    ]);
    expect(Object.keys(answer.data?.pageCollection.items[0])).toEqual(['id', 'title', 'slug']);
  });

  it('VoterGuides leaves out the excluded slugs, newest first', async () => {
    const answer = await graphql(setup.app, VoterGuides, {
      voterSlug: 'voter-guide/saratoga',
      excludeSlugs: ['voter-guide/saratoga-mayor-race'],
    });
    expect(slugs(answer.data)).toEqual([
      'voter-guide/saratoga-city-council-race',
      'voter-guide/saratoga-school-board-race',
    ]);
  });

  it('the slug existence check lists every published gov page', async () => {
    const answer = await graphql(setup.app, SlugExists);
    const published = contentFixtures.filter((page) => page.domain === 'gov' && page.status === 'published');
    expect(answer.data?.pageCollection.total).toBe(published.length);
    expect(new Set(slugs(answer.data))).toEqual(new Set(published.map((page) => page.slug)));
  });

  it('municipal code pages come by slug, resource sheets by tag', async () => {
    const municode = await graphql(setup.app, byTag('municode', 'slug_ASC'));
    expect(slugs(municode.data)).toEqual([
      'municipal-code/az/phoenix',
      'municipal-code/ca/palo-alto',
      'municipal-code/ca/saratoga',
    ]);
    const resources = await graphql(setup.app, byTag('resource', 'firstPublishedAt_DESC'));
    expect(slugs(resources.data)).toEqual(['resource-budget-basics', 'resource-housing-element']);
  });

  it('recent and related articles are newest first; related ones leave out the current page and the portal', async () => {
    const recent = await graphql(setup.app, byTag('article', 'firstPublishedAt_DESC'), { limit: 3 });
    expect(recent.data?.pageCollection.total).toBe(5);
    expect(slugs(recent.data)).toEqual(['articles/portal', 'articles/city-news-4', 'articles/city-news-3']);

    const related = await graphql(setup.app, RelatedArticles, {
      limit: 6,
      exclude: ['articles/city-news-3', 'articles/portal'],
    });
    expect(slugs(related.data)).toEqual(['articles/city-news-4', 'articles/city-news-2', 'articles/city-news-1']);
  });

  it('a page by slug comes with its content blocks', async () => {
    const answer = await graphql(setup.app, PageBySlug, { slug: 'marketing/home' });
    expect(answer.data?.page).toMatchObject({
      slug: 'marketing/home',
      domain: 'marketing',
      tags: ['marketing'],
      status: 'published',
      sys: { publishedAt: '2025-01-01T00:00:00.000Z' },
      content: [
        { block: 'Hero', props: { heading: 'Local government, summarised' } },
        { block: 'CityGrid', props: { state: 'California' } },
      ],
      props: {},
    });
    expect(answer.data?.page.sys.id).toBe(answer.data?.page.id);
    expect((await graphql(setup.app, PageBySlug, { slug: 'no/such/page' })).data).toEqual({ page: null });
  });
});
