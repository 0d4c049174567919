// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { CONTENT_MAX_TEXT } from './content-limits';
import { KEY_CONTACTS_BLOCK, KeyContactsBlockProps } from './key-contacts';
import { NEWS_FEED_BLOCK, NewsFeedBlockProps } from './news-feed';

/** Blocks whose props the site reads as data: checked at import, so a mistake is refused there, not hidden on the page. */
const DATA_BLOCKS: Record<string, z.core.$ZodType> = {
  [KEY_CONTACTS_BLOCK]: KeyContactsBlockProps,
  [NEWS_FEED_BLOCK]: NewsFeedBlockProps,
};

const slugPattern = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/** One content block of a page: a registered block name and its props. */
export const ContentBlockInput = z.object({
  block: z.string().check(z.trim(), z.minLength(1, 'Block name is required')),
  props: z._default(z.record(z.string(), z.unknown()), {}),
});
export type ContentBlockInput = z.infer<typeof ContentBlockInput>;

/** Comma list or YAML list, normalised to trimmed, non-empty entries. */
const textList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value: string | string[]) =>
    (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean),
  ),
);

/**
 * Front matter of a markdown file for `npm run content:import`. The markdown body becomes props.content.
 * keywords: the first entry shows as the page's category.
 */
export const PageImportInput = z.object({
  slug: z.string().check(
    z.trim(),
    z.minLength(1, 'slug is required'),
    // Longer slugs could be stored but never asked for: the content API takes texts up to this length.
    z.maxLength(CONTENT_MAX_TEXT, `slug is longer than ${CONTENT_MAX_TEXT} characters`),
    z.regex(slugPattern, 'slug must be lowercase words joined by - or /'),
  ),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'title is required'), z.maxLength(300, 'title is longer than 300 characters')),
  tags: z._default(textList, []),
  domain: z._default(z.string().check(z.trim(), z.minLength(1)), 'gov'),
  description: z.optional(z.string().check(z.trim())),
  keywords: z._default(textList, []),
  publishedAt: z.optional(z.coerce.date({ error: 'publishedAt must be a date (YYYY-MM-DD or ISO 8601)' })),
  status: z._default(z.enum(['published', 'draft'], { error: "status must be 'published' or 'draft'" }), 'published'),
  blocks: z._default(z.array(ContentBlockInput), []).check(
    // A block whose props the site reads as data is checked here, so a mistake is refused at import, not hidden on the page.
    z.superRefine((blocks, context) => {
      blocks.forEach((entry, index) => {
        const schema = DATA_BLOCKS[entry.block];
        if (!schema) return;
        const parsed = z.safeParse(schema, entry.props);
        for (const issue of parsed.error?.issues ?? [])
          context.addIssue({
            code: 'custom',
            path: [index, 'props', ...issue.path.map(String)],
            message: issue.message,
          });
      });
    }),
  ),
});
export type PageImportInput = z.infer<typeof PageImportInput>;
