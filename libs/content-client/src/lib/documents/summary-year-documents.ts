import { gql } from '@urql/core';
import { ListingFields } from './fragments';
import type { ListingQuery, Paging, PublishedBetween } from './listing-documents';
import { citySummariesBetween, yearTabPageVariables } from './year-tab-parts';

export type RecentSummariesInYearVariables = Paging & PublishedBetween & { citySlug: string };

/** One year tab of a city's meeting summaries list (spec §4, §9): first published within the year, newest first. */
export const RecentSummariesInYearDocument = gql<ListingQuery, RecentSummariesInYearVariables>`
  query RecentSummariesInYear($preview: Boolean = false, $citySlug: String!, ${yearTabPageVariables}) {
    pageCollection(
      preview: $preview
      ${citySummariesBetween('$from', '$to')}
      skip: $skip
      limit: $limit
    ) {
      ...ListingFields
    }
  }
  ${ListingFields}
`;

type EdgeItem = { sys: { firstPublishedAt: string | null } };
export type SummaryYearSpanQuery = {
  newest: { total: number; items: EdgeItem[] };
  oldest: { items: EdgeItem[] };
};

/** The first publication dates of a city's newest and oldest meeting summaries (needs `$preview` and `$citySlug`). */
export const SummaryYearSpanFields = gql`
  fragment SummaryYearSpanFields on Query {
    newest: pageCollection(
      preview: $preview
      where: { slug_contains: $citySlug, tags_contains_some: ["meeting-summary"] }
      order: [firstPublishedAt_DESC]
      limit: 1
    ) {
      total
      items {
        sys {
          firstPublishedAt
        }
      }
    }
    oldest: pageCollection(
      preview: $preview
      where: { slug_contains: $citySlug, tags_contains_some: ["meeting-summary"] }
      order: [firstPublishedAt_ASC]
      limit: 1
    ) {
      items {
        sys {
          firstPublishedAt
        }
      }
    }
  }
`;

/** The first publication dates of a city's newest and oldest meeting summaries: where its year tabs start and end. */
export const SummaryYearSpanDocument = gql<SummaryYearSpanQuery, { preview?: boolean; citySlug: string }>`
  query SummaryYearSpan($preview: Boolean = false, $citySlug: String!) {
    ...SummaryYearSpanFields
  }
  ${SummaryYearSpanFields}
`;
