import {
  ExistingSlugsDocument,
  MunicipalCodePagesDocument,
  PageBySlugDocument,
  RecentAgendaSummariesDocument,
  RecentArticlesDocument,
  RecentSummariesDocument,
  RecentSummariesInYearDocument,
  RelatedArticlesDocument,
  ResourcePagesDocument,
  SLUG_EXISTENCE_LIMIT,
  SummaryIdsByCityDocument,
  SummaryYearSpanDocument,
  VoterGuidesDocument,
  agendaSlugPrefixes,
  yearRange,
} from '@civicbrief/content-client';
import type { FastifyInstance } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { buildApp } from '../../app';
import { createPagesRepository } from '../../content/pages-repository';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { loadContentFixtures, saratoga } from '../../test/content-fixtures';
import { migrationsFolder, openTestDatabase, testConfig } from '../../test/databases';
import { graphql } from '../../test/graphql';

// Copies of the civic app's own documents (apps/civic: components/sitemap/summary-slugs, voter-guides/races-query,
// feeds/meeting-pages.server).
const SitemapSummarySlugs = `query SitemapSummarySlugs($skip: Int!, $limit: Int!) {
  pageCollection(where: { tags_contains_some: ["meeting-summary"] }, order: [slug_ASC], skip: $skip, limit: $limit) { total items { slug } }
}`;
const VoterRaces = `query VoterRaces($voterSlug: String!, $excludeSlugs: [String!]!, $limit: Int!) {
  pageCollection(where: { slug_contains: $voterSlug, slug_not_in: $excludeSlugs, tags_contains_all: ["voter-guide", "race"] }, order: [firstPublishedAt_DESC], limit: $limit) {
    total items { id title slug sys { firstPublishedAt } metaConfiguration { keywords { content } description { content } } }
  }
}`;

const FeedMeetingPages = `query FeedMeetingPages($slugStartsWith: String, $skip: Int!, $limit: Int!) {
  pageCollection(where: { slug_starts_with: $slugStartsWith, tags_contains_some: ["meeting-summary", "agenda"] }, order: [firstPublishedAt_DESC], skip: $skip, limit: $limit) {
    items { id title slug tags sys { firstPublishedAt publishedAt } metaConfiguration { description { content } } }
  }
}`;

const [citySlug, citySlug2, citySlug3] = agendaSlugPrefixes(saratoga);
/** Every document the apps send, with the largest variables their callers pass. */
const documents: [string, DocumentNode | string, Record<string, unknown>][] = [
  ['RecentSummaries', RecentSummariesDocument, { citySlug: saratoga, skip: 0, limit: 4 }],
  [
    'RecentSummariesInYear',
    RecentSummariesInYearDocument,
    { citySlug: saratoga, ...yearRange(2025), skip: 0, limit: 4 },
  ],
  ['SummaryYearSpan', SummaryYearSpanDocument, { citySlug: saratoga }],
  [
    'RecentAgendaSummaries',
    RecentAgendaSummariesDocument,
    { citySlug, citySlug2, citySlug3, ...yearRange(2025), skip: 0, limit: 4 },
  ],
  ['SummaryIdsByCity', SummaryIdsByCityDocument, { idContains: 'Replica: Gov Meeting Summary Page: Saratoga' }],
  ['VoterGuides', VoterGuidesDocument, { voterSlug: 'voter-guide/saratoga', excludeSlugs: ['voter-guide/saratoga'] }],
  [
    'ExistingSlugs',
    ExistingSlugsDocument,
    { slugs: Array.from({ length: SLUG_EXISTENCE_LIMIT }, (_, index) => `${saratoga}/page-${index}`) },
  ],
  ['PageBySlug', PageBySlugDocument, { slug: 'marketing/home' }],
  ['MunicipalCodePages', MunicipalCodePagesDocument, { skip: 0, limit: 100 }],
  ['ResourcePages', ResourcePagesDocument, { slugContains: 'resource-', skip: 0, limit: 100 }],
  ['RecentArticles', RecentArticlesDocument, { slugContains: null, skip: 0, limit: 6 }],
  [
    'RelatedArticles',
    RelatedArticlesDocument,
    { currentSlug: 'articles/city-news-3', portalSlug: 'articles/portal', limit: 6 },
  ],
  ['SitemapSummarySlugs', SitemapSummarySlugs, { skip: 0, limit: 1000 }],
  // A state's feed (50 entries read 60 at a time) and a city's calendar (200, read 240 at a time).
  ['FeedMeetingPages (state feed)', FeedMeetingPages, { slugStartsWith: 'ca/', skip: 0, limit: 60 }],
  ['FeedMeetingPages (city calendar)', FeedMeetingPages, { slugStartsWith: `${saratoga}/`, skip: 720, limit: 240 }],
  ['VoterRaces', VoterRaces, { voterSlug: 'voter-guide/saratoga', excludeSlugs: ['voter-guide/saratoga'], limit: 100 }],
  // The civic indexes page through everything 250 at a time (INDEX_QUERY_LIMIT), and a no-JS visit to the last
  // articles page asks for 50 pages of 6 at once (articles.server.ts).
  ['MunicipalCodePages (index paging)', MunicipalCodePagesDocument, { skip: 0, limit: 250 }],
  ['ResourcePages (index paging)', ResourcePagesDocument, { slugContains: 'resource-', skip: 0, limit: 250 }],
  ['RecentArticles (index paging)', RecentArticlesDocument, { slugContains: 'ca/', skip: 0, limit: 250 }],
  ['RecentArticles (50 pages shown)', RecentArticlesDocument, { slugContains: null, skip: 0, limit: 300 }],
];

// The content API's bounds must refuse attacks, never the apps' own pages.
describe("the apps' documents within the content API bounds", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await loadContentFixtures(createPagesRepository(database.db));
    app = await buildApp({ config: testConfig(), database, migrationsFolder, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(documents)('%s answers without errors', async (_name, document, variables) => {
    const answer = await graphql(app, typeof document === 'string' ? document : print(document), variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.statusCode).toBe(200);
  });
});
