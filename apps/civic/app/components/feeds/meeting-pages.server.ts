import {
  ContentError,
  contentErrorFrom,
  createContentClient,
  ListingItemFields,
  toListingItem,
  type ListingItemResult,
} from '@civicbrief/content-client';
import { messages } from '@civicbrief/contracts';
import { contentApiFor } from '@civicbrief/gateway-client/server';
import { gql, type Client } from '@urql/core';
import { LISTING_TAG, type MeetingPage } from './feed-model';

interface MeetingPagesQuery {
  pageCollection: { items: (ListingItemResult & { tags: string[] })[] };
}

/** Published agendas and meeting summaries whose slug starts with a text (or all), newest first; no `total` (no count). */
export const FeedMeetingPagesDocument = gql<
  MeetingPagesQuery,
  { slugStartsWith: string | null; skip: number; limit: number }
>`
  query FeedMeetingPages($slugStartsWith: String, $skip: Int!, $limit: Int!) {
    pageCollection(
      where: { slug_starts_with: $slugStartsWith, tags_contains_some: ["meeting-summary", "agenda"] }
      order: [firstPublishedAt_DESC]
      skip: $skip
      limit: $limit
    ) {
      items {
        ...ListingItemFields
        tags
      }
    }
  }
  ${ListingItemFields}
`;

/** How many pages a feed and a calendar hold: the newest, so each answer stays small however long a city is followed. */
export const FEED_ENTRIES = 50;
export const CALENDAR_PAGES = 200;
// Yearly listings match the tags and are dropped: a batch may come short, so a few more are read, at most this many.
// (The content API filters by slug prefix, slug_starts_with: another state's city whose slug contains 'ne/', such as
// 'ca/orange-county/irvine/…', is not read for Nebraska's feed.)
const MAX_BATCHES = 4;

function toMeetingPage(item: MeetingPagesQuery['pageCollection']['items'][number]): MeetingPage | null {
  const { id, title, slug, firstPublishedAt, publishedAt, description } = toListingItem(item);
  if (!firstPublishedAt || item.tags.includes(LISTING_TAG)) return null;
  return { id, title, slug, tags: item.tags, firstPublishedAt, publishedAt, description };
}

/**
 * The newest `count` published meeting pages under `slugPrefix` (every city when null), newest first. Never drafts:
 * feeds and calendars are shared by caches and readers, so they are built without the preview secret.
 */
export async function fetchMeetingPages(
  urql: Client,
  { slugPrefix, count }: { slugPrefix: string | null; count: number },
): Promise<MeetingPage[]> {
  const found: MeetingPage[] = [];
  // A batch a little larger than wanted: yearly listings match the tags and are dropped.
  const limit = Math.ceil(count * 1.2);
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await urql
      .query(FeedMeetingPagesDocument, { slugStartsWith: slugPrefix, skip: batch * limit, limit })
      .toPromise();
    if (result.error) throw contentErrorFrom(result.error, 'FeedMeetingPages', messages.meetingsLoadFailed);
    if (!result.data)
      throw new ContentError(messages.meetingsLoadFailed, {
        kind: 'graphql',
        operation: 'FeedMeetingPages',
        cause: new Error('No data in the answer'),
      });
    const items = result.data.pageCollection.items;
    for (const item of items) {
      const page = slugPrefix === null || item.slug.startsWith(slugPrefix) ? toMeetingPage(item) : null;
      if (page) found.push(page);
    }
    if (found.length >= count || items.length < limit) break;
  }
  return found.slice(0, count);
}

/** The content API as this request's visitor (their /graphql limit, decision 012), published pages only. */
export const publishedContent = (request: Request): Client => createContentClient(contentApiFor(request)).urql;
