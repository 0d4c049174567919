// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/** Largest page of results one query may ask for (the slug existence check asks for 1000). */
export const CONTENT_MAX_LIMIT = 1000;

/** Longest slug, id text, tag or domain the content API takes (the seed's longest slug has 131, its longest id 176). */
export const CONTENT_MAX_TEXT = 300;

/**
 * Most values each list argument of the content API takes. What the apps send: slug_in up to 1000 (the
 * slug existence check, in chunks of SLUG_EXISTENCE_LIMIT), slug_not_in 1-2, slug_contains_some 3 (the
 * agenda variant), one or two tags, one order term. Every text of slug_contains_some is a scan of the
 * slug index and the embedded database cannot cancel a query, so it stays small.
 */
export const CONTENT_LIST_LIMITS = {
  slug_in: 1000,
  slug_not_in: 100,
  slug_contains_some: 10,
  tags_contains_all: 20,
  tags_contains_some: 20,
  order: 5,
} as const;

/** Most cost units one request may have: each field counts 1, JSON fields 10, and listings times their limit. */
export const CONTENT_MAX_COST = 5000;
/** Largest answer /graphql sends; the biggest real ones (1000 slugs, the largest seeded page) are about 100 KB and 46 KB. */
export const CONTENT_MAX_RESPONSE_BYTES = 1024 * 1024;

const text = (name: string) =>
  z.string().check(
    z.maxLength(CONTENT_MAX_TEXT, `${name} is longer than ${CONTENT_MAX_TEXT} characters`),
    // PostgreSQL text cannot hold NUL: the database would fail instead of answering "no such page".
    z.refine((value) => !value.includes('\u0000'), `${name} must not contain a NUL character`),
  );

const texts = (name: keyof typeof CONTENT_LIST_LIMITS) =>
  z
    .array(text(`a ${name} value`))
    .check(z.maxLength(CONTENT_LIST_LIMITS[name], `${name} takes at most ${CONTENT_LIST_LIMITS[name]} values`));

/** Bounds of the `where` argument (PageFilter of the SDL); the SDL itself checks types and enums. */
export const PageFilterBounds = z.object({
  slug: z.nullish(text('slug')),
  slug_in: z.nullish(texts('slug_in')),
  slug_not_in: z.nullish(texts('slug_not_in')),
  slug_contains: z.nullish(text('slug_contains')),
  slug_contains_some: z.nullish(texts('slug_contains_some')),
  slug_starts_with: z.nullish(text('slug_starts_with')),
  slug_gt: z.nullish(text('slug_gt')),
  id_contains: z.nullish(text('id_contains')),
  domain: z.nullish(text('domain')),
  tags_contains_all: z.nullish(texts('tags_contains_all')),
  tags_contains_some: z.nullish(texts('tags_contains_some')),
});

/** Bounds of pageCollection's arguments. */
export const PageCollectionBounds = z.object({
  where: z.nullish(PageFilterBounds),
  order: z.nullish(
    z
      .array(z.string())
      .check(z.maxLength(CONTENT_LIST_LIMITS.order, `order takes at most ${CONTENT_LIST_LIMITS.order} terms`)),
  ),
  skip: z.nullish(z.number().check(z.int(), z.gte(0, 'skip must be 0 or more'))),
  limit: z.nullish(
    z
      .number()
      .check(
        z.int(),
        z.gte(0, `limit must be between 0 and ${CONTENT_MAX_LIMIT}`),
        z.lte(CONTENT_MAX_LIMIT, `limit must be between 0 and ${CONTENT_MAX_LIMIT}`),
      ),
  ),
});

/** Bounds of page's arguments. */
export const PageLookupBounds = z.object({ slug: text('slug') });
