// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/** GET /api/content/extra?slug={slug}: the extra content of one guide (spec §7). */
export const ContentExtraQuery = z.object({
  slug: z.string({ error: 'slug is required' }).check(z.trim(), z.minLength(1, 'slug is required')),
});
export type ContentExtraQuery = z.infer<typeof ContentExtraQuery>;

/** The guide's markdown, read by the apps as props.content. */
export const ContentExtraResult = z.object({
  props: z.object({ content: z.string() }),
});
export type ContentExtraResult = z.infer<typeof ContentExtraResult>;
