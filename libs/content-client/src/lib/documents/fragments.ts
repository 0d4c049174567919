import { gql } from '@urql/core';

/** A page's keywords (the first is its category) and description. */
export const PageMetaFields = gql`
  fragment PageMetaFields on Page {
    metaConfiguration {
      keywords {
        content
      }
      description {
        content
      }
    }
  }
`;

/** The fields every listing (summaries, agendas, articles, municipal code, resources) reads. */
export const ListingItemFields = gql`
  fragment ListingItemFields on Page {
    id
    title
    slug
    sys {
      firstPublishedAt
      publishedAt
    }
    ...PageMetaFields
  }
  ${PageMetaFields}
`;

/** One page of a listing: the paging answer and its items. */
export const ListingFields = gql`
  fragment ListingFields on PageCollection {
    total
    skip
    limit
    items {
      ...ListingItemFields
    }
  }
  ${ListingItemFields}
`;

/** The fields a voter guide card reads (a listing item without publishedAt). */
export const VoterGuideFields = gql`
  fragment VoterGuideFields on Page {
    id
    title
    slug
    sys {
      firstPublishedAt
    }
    ...PageMetaFields
  }
  ${PageMetaFields}
`;
