import { gql } from '@urql/core';
import { PageMetaFields, VoterGuideFields } from './fragments';
import type { CollectionResult, PageResult, VoterGuideResult } from './result-types';

export interface VoterGuidesVariables {
  preview?: boolean;
  voterSlug: string;
  excludeSlugs: string[];
}

/** Voter guides whose slug contains `voterSlug`, minus the excluded ones, newest first (spec §7). */
export const VoterGuidesDocument = gql<{ pageCollection: CollectionResult<VoterGuideResult> }, VoterGuidesVariables>`
  query VoterGuides($preview: Boolean = false, $voterSlug: String!, $excludeSlugs: [String!]!) {
    pageCollection(
      preview: $preview
      where: { slug_contains: $voterSlug, slug_not_in: $excludeSlugs, tags_contains_some: ["voter-guide"] }
      order: [firstPublishedAt_DESC]
    ) {
      total
      skip
      limit
      items {
        ...VoterGuideFields
      }
    }
  }
  ${VoterGuideFields}
`;

/** Which of these gov slugs have a page (spec §7 slug existence check, limit 1000); the breadcrumb disables the rest. */
export const ExistingSlugsDocument = gql<
  { pageCollection: { items: { slug: string }[] } },
  { preview?: boolean; slugs: string[] }
>`
  query ExistingSlugs($preview: Boolean = false, $slugs: [String!]!) {
    pageCollection(preview: $preview, where: { slug_in: $slugs, domain: "gov" }, limit: 1000) {
      items {
        slug
      }
    }
  }
`;

/** One page with its content blocks and props (guide markdown is props.content). */
export const PageBySlugDocument = gql<{ page: PageResult | null }, { preview?: boolean; slug: string }>`
  query PageBySlug($preview: Boolean = false, $slug: String!) {
    page(slug: $slug, preview: $preview) {
      id
      title
      slug
      tags
      sys {
        id
        firstPublishedAt
        publishedAt
      }
      ...PageMetaFields
      content {
        block
        props
      }
      props
    }
  }
  ${PageMetaFields}
`;
