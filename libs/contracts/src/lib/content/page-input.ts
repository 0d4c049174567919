// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod';
import { CONTENT_MAX_TEXT } from './content-limits';
import { KEY_CONTACTS_BLOCK, KeyContactsBlockProps } from './key-contacts';
import { NEWS_FEED_BLOCK, NewsFeedBlockProps } from './news-feed';

/** Blocks whose props the site reads as data: checked at import, so a mistake is refused there, not hidden on the page. */
const DATA_BLOCKS: Record<string, z.ZodType> = { [KEY_CONTACTS_BLOCK]: KeyContactsBlockProps, [NEWS_FEED_BLOCK]: NewsFeedBlockProps };

const slugPattern = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/** One content block of a page: a registered block name and its props. */
export const ContentBlockInput = z.object({
  block: z.string().trim().min(1, 'Block name is required'),
  props: z.record(z.string(), z.unknown()).default({}),
});
export type ContentBlockInput = z.infer<typeof ContentBlockInput>;

/** Comma list or YAML list, normalised to trimmed, non-empty entries. */
const textList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean));

/**
 * Front matter of a markdown file for `npm run content:import`. The markdown body becomes props.content.
 * keywords: the first entry shows as the page's category.
 */
export const PageImportInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    // Longer slugs could be stored but never asked for: the content API takes texts up to this length.
    .max(CONTENT_MAX_TEXT, `slug is longer than ${CONTENT_MAX_TEXT} characters`)
    .regex(slugPattern, 'slug must be lowercase words joined by - or /'),
  title: z.string().trim().min(1, 'title is required').max(300, 'title is longer than 300 characters'),
  tags: textList.default([]),
  domain: z.string().trim().min(1).default('gov'),
  description: z.string().trim().optional(),
  keywords: textList.default([]),
  publishedAt: z.coerce.date({ error: 'publishedAt must be a date (YYYY-MM-DD or ISO 8601)' }).optional(),
  status: z.enum(['published', 'draft'], { error: "status must be 'published' or 'draft'" }).default('published'),
  blocks: z
    .array(ContentBlockInput)
    .default([])
    // A block whose props the site reads as data is checked here, so a mistake is refused at import, not hidden on the page.
    .superRefine((blocks, context) => {
      blocks.forEach((entry, index) => {
        const schema = DATA_BLOCKS[entry.block];
        if (!schema) return;
        const parsed = schema.safeParse(entry.props);
        for (const issue of parsed.error?.issues ?? []) context.addIssue({ code: 'custom', path: [index, 'props', ...issue.path.map(String)], message: issue.message });
      });
    }),
});
export type PageImportInput = z.infer<typeof PageImportInput>;
