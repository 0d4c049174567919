// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { FEED_URL_MAX_LENGTH } from '../providers/feed';

/**
 * The content block that gives a city its own news feed (decision 025), on the city's page in the content store
 * (slug = city path), e.g. `{ "block": "NewsFeed", "props": { "url": "https://www.saratoga.ca.us/RSSFeed.aspx?ModID=1" } }`.
 * Without it the city's news is the template's search feed (NEWS_FEED_TEMPLATE). The gateway's /api/feed still
 * decides what it may fetch (its SSRF guard): this only names the feed.
 */
export const NEWS_FEED_BLOCK = 'NewsFeed';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The props of a `NewsFeed` block. */
export const NewsFeedBlockProps = z.object({
  url: z
    .string({ error: 'url is required' })
    .check(
      z.trim(),
      z.maxLength(FEED_URL_MAX_LENGTH, `url must be at most ${FEED_URL_MAX_LENGTH} characters`),
      z.refine(isHttpUrl, 'url must be an http:// or https:// URL'),
    ),
});
export type NewsFeedBlockProps = z.infer<typeof NewsFeedBlockProps>;

/** The feed URL of a city page's first `NewsFeed` block, or null when it has none (or one that does not pass). */
export function newsFeedUrlOf(blocks: readonly { block: string; props: unknown }[]): string | null {
  const found = blocks.find((entry) => entry.block === NEWS_FEED_BLOCK);
  const parsed = NewsFeedBlockProps.safeParse(found?.props);
  return parsed.success ? parsed.data.url : null;
}
