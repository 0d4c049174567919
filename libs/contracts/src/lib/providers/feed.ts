// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { ProviderSource } from './provider-errors';

/** Longest feed URL /api/feed takes; real feed URLs are far shorter. */
export const FEED_URL_MAX_LENGTH = 2048;
/** Items /api/feed answers at most (the block shows 6 and adds 6 at a time). */
export const FEED_MAX_ITEMS = 50;

/** GET /api/feed?url={encoded feed url} (spec §7): an absolute http(s) URL of an RSS or Atom feed. */
export const FeedQuery = z.object({
  url: z
    .string({ error: 'url is required' })
    .check(
      z.trim(),
      z.minLength(1, 'url is required'),
      z.maxLength(FEED_URL_MAX_LENGTH, `url must be at most ${FEED_URL_MAX_LENGTH} characters`),
    ),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

/**
 * A news feed item (spec §3) in rss-parser's field names. Every text is plain text (never HTML to render);
 * `link` and `enclosure.url` are present only when they are http(s) URLs.
 */
export const FeedItem = z.object({
  link: z.optional(z.string()),
  title: z.optional(z.string()),
  contentSnippet: z.optional(z.string()),
  creator: z.optional(z.string()),
  isoDate: z.optional(z.string()),
  categories: z.array(z.string()),
  enclosure: z.optional(z.object({ url: z.string() })),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedResult = z.object({ items: z.array(FeedItem), source: ProviderSource });
export type FeedResult = z.infer<typeof FeedResult>;
