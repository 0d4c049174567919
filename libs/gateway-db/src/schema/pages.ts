import { getTableColumns, sql } from 'drizzle-orm';
import { check, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector` (drizzle has no built-in type for it); only ever written by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text document of a page (docs/decisions/035-search.md): the title weighs A; the description, the
 * markdown body and the string values of the blocks' props (not the block names) weigh B. Every function takes the
 * explicit 'english' configuration, so the expression is immutable and can be a STORED generated column that
 * PGlite and PostgreSQL compute alike on every insert and update.
 */
export const pageSearchDocument = sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', coalesce("meta_configuration" #>> '{description,content}', '')), 'B') || setweight(jsonb_to_tsvector('english', jsonb_path_query_array("content", '$[*].props'), '["string"]'), 'B') || setweight(to_tsvector('english', coalesce("props" ->> 'content', '')), 'B')`;

/** One block of a page's ordered content: the apps render it through a registry of block name -> component. */
export interface PageBlock {
  block: string;
  props: Record<string, unknown>;
}

/** SEO metadata of a page, as the content API serves it (DESIGN.md §3). */
export interface PageMetaConfiguration {
  keywords?: { content: string };
  description?: { content: string };
}

export const pageStatuses = ['published', 'draft'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** The content store (DESIGN.md §3): summaries, agendas, articles, guides... told apart by tags. */
export const pages = pgTable(
  'pages',
  {
    // Text, not uuid: seeded pages carry readable ids ('Replica: Gov Meeting Summary Page: Saratoga: <slug>')
    // that the content API filters with id_contains; imports without an id get a random uuid as text.
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    domain: text('domain').notNull().default('gov'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metaConfiguration: jsonb('meta_configuration').$type<PageMetaConfiguration>().notNull().default({}),
    content: jsonb('content').$type<PageBlock[]>().notNull().default([]),
    // props.content holds the markdown body of guides.
    props: jsonb('props').$type<{ content?: string } & Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: pageStatuses }).notNull(),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    search: tsvector('search').generatedAlwaysAs(pageSearchDocument),
  },
  (table) => [
    check('pages_status_check', sql`${table.status} in ('published', 'draft')`),
    // "Recent summaries" lists read newest first.
    index('pages_first_published_at_idx').on(table.firstPublishedAt.desc()),
    // Tag filters (tags @> '{meeting-summary}') use the GIN index.
    index('pages_tags_idx').using('gin', table.tags),
    // "slug contains" / "id contains" filters (ILIKE '%saratoga%') use trigram indexes (pg_trgm, migration 0001);
    // see docs/decisions/006-content-indexes.md.
    index('pages_slug_trgm_idx').using('gin', sql`${table.slug} gin_trgm_ops`),
    index('pages_id_trgm_idx').using('gin', sql`${table.id} gin_trgm_ops`),
    // Full-text search (`search @@ websearch_to_tsquery('english', q)`), decision 035.
    index('pages_search_idx').using('gin', table.search),
  ],
);

/** A page as the apps read it: without the search document, which only the database's search reads. */
export type PageRow = Omit<typeof pages.$inferSelect, 'search'>;
/** Every column but `search`: what readers of whole pages select (a tsvector is kilobytes they never show). */
export const pageColumns = (() => {
  const { search: _search, ...columns } = getTableColumns(pages);
  return columns;
})();
export type NewPageRow = typeof pages.$inferInsert;
