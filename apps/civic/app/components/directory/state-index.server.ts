import { ContentError, type ContentClient } from '@civicbrief/content-client';
import { json } from '@remix-run/node';
import { contentFor } from '../content/content.server';
import { contentCacheHeaders } from '../../lib/cache-policy.server';
import { allListed, groupByState, type StatePages } from './index-pages.server';

export type IndexKind = 'municipal-code' | 'resources';

function fetcherFor(content: ContentClient, kind: IndexKind) {
  switch (kind) {
    case 'municipal-code':
      return (paging: { skip: number; limit: number }) => content.municipalCodePages(paging);
    case 'resources':
      return (paging: { skip: number; limit: number }) => content.resourcePages(paging);
    default:
      return kind satisfies never;
  }
}

/** Every municipal code or resource page grouped by state; a content failure becomes the block's error message. */
export async function stateIndexData(
  content: ContentClient,
  kind: IndexKind,
): Promise<{ groups: StatePages[]; error: string | null }> {
  try {
    return { groups: groupByState(await allListed(fetcherFor(content, kind))), error: null };
  } catch (error) {
    if (error instanceof ContentError) return { groups: [], error: error.message };
    throw error;
  }
}

export async function loadStateIndex(request: Request, kind: IndexKind) {
  const data = await stateIndexData(await contentFor(request), kind);
  return json(data, { headers: await contentCacheHeaders(request) });
}
