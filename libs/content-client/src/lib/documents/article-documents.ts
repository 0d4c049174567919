import { gql } from '@urql/core';
import { ListingFields } from './fragments';
import type { ListingQuery } from './listing-documents';

export interface RecentArticlesVariables {
  preview?: boolean;
  /** Only articles whose slug contains this text (a state, county or city path); all articles when null. */
  slugContains?: string | null;
  skip?: number;
  limit?: number;
}

/** Recent articles, newest first (spec §7), optionally under one place. */
export const RecentArticlesDocument = gql<ListingQuery, RecentArticlesVariables>`
  query RecentArticles($preview: Boolean = false, $slugContains: String, $skip: Int = 0, $limit: Int = 6) {
    pageCollection(
      preview: $preview
      where: { tags_contains_some: ["article"], slug_contains: $slugContains }
      order: [firstPublishedAt_DESC]
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;

export interface RelatedArticlesVariables {
  preview?: boolean;
  currentSlug: string;
  portalSlug: string;
  limit?: number;
}

/** Articles other than the current page and its portal page, newest first (spec §7, §9). */
export const RelatedArticlesDocument = gql<ListingQuery, RelatedArticlesVariables>`
  query RelatedArticles($preview: Boolean = false, $currentSlug: String!, $portalSlug: String!, $limit: Int = 6) {
    pageCollection(
      preview: $preview
      where: { tags_contains_some: ["article"], slug_not_in: [$currentSlug, $portalSlug] }
      order: [firstPublishedAt_DESC]
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;
