import { gql } from '@urql/core';
import { ListingFields } from './fragments';
import type { ListingQuery, PublishedBetween } from './listing-documents';
import type { ContentBlockResult } from './result-types';
import { SummaryYearSpanFields, type SummaryYearSpanQuery } from './summary-year-documents';
import { citySummariesBetween } from './year-tab-parts';

/** Summaries the city page's document dates within its year tabs; a city with more is read one query per block. */
export const CITY_PAGE_DATED_LIMIT = 400;

export type CityPageVariables = PublishedBetween & {
  preview?: boolean;
  citySlug: string;
  datedLimit: number;
  meetingsLimit: number;
  hasYear: boolean;
  askedFrom: string;
  askedTo: string;
  articlesSlug: string;
  articlesLimit: number;
  codeSlug: string;
  resourcesSlug: string;
  resourcesLimit: number;
};

type Dated = { sys: { firstPublishedAt: string | null } };

export type CityPageQuery = SummaryYearSpanQuery & {
  dated: { total: number; items: Dated[] };
  meetings: ListingQuery['pageCollection'];
  askedYear?: ListingQuery['pageCollection'];
  articles: ListingQuery['pageCollection'];
  code: { items: { slug: string }[] };
  resources: ListingQuery['pageCollection'];
  /** The city's own page (slug = the city path), whose blocks hold what the city page reads from content. */
  cityContent: { content: ContentBlockResult[] } | null;
};

/**
 * Everything a city page reads from the content API in one request (spec §2, §4, §9): its meeting summaries'
 * newest and oldest dates, the dates of those first published from `from` to `to` (its year tabs), the newest
 * summaries (and an asked-for year's), its articles, whether its municipal code page exists, its resource sheets and
 * the blocks of the city's own page (key contacts).
 */
export const CityPageDocument = gql<CityPageQuery, CityPageVariables>`
  query CityPage(
    $preview: Boolean = false
    $citySlug: String!
    $from: DateTime!
    $to: DateTime!
    $datedLimit: Int!
    $meetingsLimit: Int!
    $hasYear: Boolean!
    $askedFrom: DateTime!
    $askedTo: DateTime!
    $articlesSlug: String!
    $articlesLimit: Int!
    $codeSlug: String!
    $resourcesSlug: String!
    $resourcesLimit: Int!
  ) {
    ...SummaryYearSpanFields
    dated: pageCollection(
      preview: $preview
      ${citySummariesBetween('$from', '$to')}
      limit: $datedLimit
    ) {
      total
      items {
        sys {
          firstPublishedAt
        }
      }
    }
    meetings: pageCollection(
      preview: $preview
      where: { slug_contains: $citySlug, tags_contains_some: ["meeting-summary"] }
      order: [firstPublishedAt_DESC]
      limit: $meetingsLimit
    ) {
      ...ListingFields
    }
    askedYear: pageCollection(
      preview: $preview
      ${citySummariesBetween('$askedFrom', '$askedTo')}
      limit: $meetingsLimit
    ) @include(if: $hasYear) {
      ...ListingFields
    }
    articles: pageCollection(
      preview: $preview
      where: { tags_contains_some: ["article"], slug_contains: $articlesSlug }
      order: [firstPublishedAt_DESC]
      limit: $articlesLimit
    ) {
      ...ListingFields
    }
    code: pageCollection(preview: $preview, where: { slug_in: [$codeSlug], domain: "gov" }, limit: 1) {
      items {
        slug
      }
    }
    resources: pageCollection(
      preview: $preview
      where: { tags_contains_some: ["resource"], slug_contains: $resourcesSlug }
      order: [slug_ASC]
      limit: $resourcesLimit
    ) {
      ...ListingFields
    }
    cityContent: page(slug: $citySlug, preview: $preview) {
      content {
        block
        props
      }
    }
  }
  ${ListingFields}
  ${SummaryYearSpanFields}
`;
