import {
  ContentError,
  contentErrorFrom,
  toVoterGuideItem,
  type ContentClient,
  type VoterGuideResult,
  VoterGuideFields,
} from '@civicbrief/content-client';
import { messages } from '@civicbrief/contracts';
import { gql } from '@urql/core';

/**
 * The spec's VoterGuides filter (slug contains the index slug, the index itself excluded, newest first)
 * narrowed to race pages and paged. The content client's `voterGuides` helper has neither: it would
 * answer the newest 100 guides of a level, candidates included, and the city level alone has 400 races.
 */
export const VoterRacesDocument = gql<
  { pageCollection: { total: number; items: VoterGuideResult[] } },
  { preview?: boolean; voterSlug: string; excludeSlugs: string[]; limit: number }
>`
  query VoterRaces($preview: Boolean = false, $voterSlug: String!, $excludeSlugs: [String!]!, $limit: Int!) {
    pageCollection(
      preview: $preview
      where: { slug_contains: $voterSlug, slug_not_in: $excludeSlugs, tags_contains_all: ["voter-guide", "race"] }
      order: [firstPublishedAt_DESC]
      limit: $limit
    ) {
      total
      items {
        ...VoterGuideFields
      }
    }
  }
  ${VoterGuideFields}
`;

export interface RaceCard {
  slug: string;
  title: string;
  description: string | null;
}

/** The first `limit` races under an index, newest first, and how many there are. */
export async function voterRaces(content: ContentClient, indexSlug: string, limit: number) {
  const variables = { preview: content.preview, voterSlug: indexSlug, excludeSlugs: [indexSlug], limit };
  const result = await content.urql.query(VoterRacesDocument, variables).toPromise();
  if (result.error) throw contentErrorFrom(result.error, 'VoterRaces', messages.guideLoadFailed);
  if (!result.data) {
    throw new ContentError(messages.guideLoadFailed, {
      kind: 'graphql',
      operation: 'VoterRaces',
      cause: new Error('No data'),
    });
  }
  const races: RaceCard[] = result.data.pageCollection.items
    .map(toVoterGuideItem)
    .map(({ slug, title, description }) => ({ slug, title, description }));
  return { total: result.data.pageCollection.total, races };
}
