/**
 * GraphQL SDL of the content API served at /graphql. One generic, Contentful-style page collection with
 * filters; the spec's named queries (RecentSummaries, VoterGuides, slug existence...) are documents over it in
 * @civicbrief/content-client.
 */
export const contentTypeDefs = /* GraphQL */ `
  scalar DateTime
  scalar JSON

  enum PageStatus {
    published
    draft
  }

  enum PageOrder {
    firstPublishedAt_DESC
    firstPublishedAt_ASC
    publishedAt_DESC
    slug_ASC
    slug_DESC
  }

  type Sys {
    id: ID!
    firstPublishedAt: DateTime
    publishedAt: DateTime
  }

  type MetaContent {
    content: String
  }

  type MetaConfiguration {
    keywords: MetaContent
    description: MetaContent
  }

  type ContentBlock {
    block: String!
    props: JSON
  }

  type Page {
    id: ID!
    slug: String!
    title: String!
    domain: String!
    tags: [String!]!
    status: PageStatus!
    sys: Sys!
    metaConfiguration: MetaConfiguration!
    content: [ContentBlock!]!
    props: JSON
  }

  type PageCollection {
    total: Int!
    skip: Int!
    limit: Int!
    items: [Page!]!
  }

  input PageFilter {
    slug: String
    slug_in: [String!]
    slug_not_in: [String!]
    slug_contains: String
    "Matches when the slug contains at least one of these texts."
    slug_contains_some: [String!]
    "Matches when the slug begins with this text (a state's pages: 'ca/')."
    slug_starts_with: String
    "Slugs after this one in slug order: with order slug_ASC, the next page of a listing read to its end."
    slug_gt: String
    id_contains: String
    domain: String
    tags_contains_all: [String!]
    tags_contains_some: [String!]
    firstPublishedAt_gte: DateTime
    firstPublishedAt_lt: DateTime
  }

  type Query {
    "Pages matching a filter. preview: true includes drafts and needs the preview secret."
    pageCollection(
      preview: Boolean = false
      where: PageFilter
      order: [PageOrder!]
      skip: Int = 0
      limit: Int = 100
    ): PageCollection!
    "One page by its slug, with its content blocks."
    page(slug: String!, preview: Boolean = false): Page
  }
`;

// The limits live beside their zod bounds; exported from here so the package index stays as it is.
export * from './content-limits';

/** Deepest selection the content API accepts. */
export const CONTENT_MAX_DEPTH = 6;
