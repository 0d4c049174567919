import { gql } from '@urql/core';
import { ListingFields } from './fragments';
import type { CollectionResult, ListingItemResult, SummaryIdResult } from './result-types';
import { yearTabPageVariables } from './year-tab-parts';

export type ListingQuery = { pageCollection: CollectionResult<ListingItemResult> };
export interface Paging {
  preview?: boolean;
  skip?: number;
  limit?: number;
}

/** Pages first published within a span of time, a year tab. */
export interface PublishedBetween {
  /** ISO date-time, inclusive. */
  from: string;
  /** ISO date-time, exclusive. */
  to: string;
}

/** A city's meeting summaries, newest first (spec §7 RecentSummaries). */
export const RecentSummariesDocument = gql<ListingQuery, Paging & { citySlug: string }>`
  query RecentSummaries($preview: Boolean = false, $citySlug: String!, $skip: Int = 0, $limit: Int = 4) {
    pageCollection(
      preview: $preview
      where: { slug_contains: $citySlug, tags_contains_some: ["meeting-summary"] }
      order: [firstPublishedAt_DESC]
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;

export type RecentAgendaSummariesVariables = Paging &
  PublishedBetween & { citySlug: string; citySlug2: string; citySlug3: string };

/** A city's agenda summaries first published in one year (spec §7, agenda variant of RecentSummaries). */
export const RecentAgendaSummariesDocument = gql<ListingQuery, RecentAgendaSummariesVariables>`
  query RecentAgendaSummaries(
    $preview: Boolean = false
    $citySlug: String!
    $citySlug2: String!
    $citySlug3: String!
    ${yearTabPageVariables}
  ) {
    pageCollection(
      preview: $preview
      where: {
        slug_contains_some: [$citySlug, $citySlug2, $citySlug3]
        firstPublishedAt_gte: $from
        firstPublishedAt_lt: $to
        tags_contains_some: ["agenda", "meeting-summary"]
      }
      order: [firstPublishedAt_DESC]
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;

export type SummaryIdsQuery = { pageCollection: { total: number; items: SummaryIdResult[] } };

/** Meeting summaries whose id contains `summaryIdPrefix(city)` (spec §7, the id form of RecentSummaries). */
export const SummaryIdsByCityDocument = gql<SummaryIdsQuery, { preview?: boolean; idContains: string }>`
  query SummaryIdsByCity($preview: Boolean = false, $idContains: String!) {
    pageCollection(preview: $preview, where: { id_contains: $idContains }, order: [firstPublishedAt_DESC]) {
      total
      items {
        id
        title
        slug
      }
    }
  }
`;

/** The municipal code index: pages tagged municode, by slug (spec §7). */
export const MunicipalCodePagesDocument = gql<ListingQuery, Paging>`
  query MunicipalCodePages($preview: Boolean = false, $skip: Int = 0, $limit: Int = 100) {
    pageCollection(
      preview: $preview
      where: { tags_contains_some: ["municode"] }
      order: [slug_ASC]
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;

/** The resource sheets index: pages tagged resource whose slug contains 'resource-' (spec §2, §7), or one city's `{city}/resource-`. */
export const ResourcePagesDocument = gql<ListingQuery, Paging & { slugContains?: string }>`
  query ResourcePages(
    $preview: Boolean = false
    $slugContains: String! = "resource-"
    $skip: Int = 0
    $limit: Int = 100
  ) {
    pageCollection(
      preview: $preview
      where: { tags_contains_some: ["resource"], slug_contains: $slugContains }
      order: [slug_ASC]
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;
