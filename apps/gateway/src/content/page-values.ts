import { createHash } from 'node:crypto';
import type { PageImportInput } from '@civicbrief/contracts';
import type { NewPageRow, PageMetaConfiguration, PageRow } from '@civicbrief/gateway-db';

/** What the import and the seed write: the front matter fields, an optional readable id and the markdown body. */
export type PageWrite = PageImportInput & {
  /** Kept only when the page is created; defaults to a random uuid. */
  id?: string;
  /** Markdown, served as props.content (guides). */
  body?: string;
};

export type PageValues = Omit<NewPageRow, 'id' | 'createdAt' | 'updatedAt'>;

function metaConfigurationOf(input: PageWrite): PageMetaConfiguration {
  return {
    // The first keyword is the page's category in the apps.
    ...(input.keywords.length > 0 ? { keywords: { content: input.keywords.join(', ') } } : {}),
    ...(input.description ? { description: { content: input.description } } : {}),
  };
}

/** JSON as the database gives it back (dates from YAML become strings), so comparisons see stored values. */
function asStoredJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The row a write should leave. publishedAt sets published_at; first_published_at keeps the first date a
 * page went out. A published page without a date keeps its stored one, or goes out now.
 */
export function pageValuesOf(input: PageWrite, existing: PageRow | undefined, now: Date): PageValues {
  const publishedAt = input.publishedAt ?? existing?.publishedAt ?? (input.status === 'published' ? now : null);
  return {
    slug: input.slug,
    title: input.title,
    domain: input.domain,
    tags: input.tags,
    status: input.status,
    metaConfiguration: asStoredJson(metaConfigurationOf(input)),
    content: asStoredJson(input.blocks.map((block) => ({ block: block.block, props: block.props }))),
    props: input.body === undefined ? {} : { content: input.body },
    publishedAt,
    firstPublishedAt: existing?.firstPublishedAt ?? publishedAt,
  };
}

/** JSON with object keys sorted: jsonb does not keep key order, a hash must not depend on it. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Hash of what a page shows; equal hashes mean an upsert has nothing to change. */
export function contentHash(values: PageValues): string {
  const { slug, title, domain, tags, status, metaConfiguration, content, props, publishedAt, firstPublishedAt } =
    values;
  const shown = { slug, title, domain, tags, status, metaConfiguration, content, props, publishedAt, firstPublishedAt };
  return createHash('sha256').update(stableJson(shown)).digest('hex');
}
