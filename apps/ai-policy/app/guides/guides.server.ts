import { renderMarkdown, type TocGroup } from '@civicbrief/content-client';
import { ContentExtraResult } from '@civicbrief/contracts';
import { gatewayUrl, relayingFetch, visitorHeaders } from '@civicbrief/gateway-client/server';
import { GUIDE_SLUG_PREFIX, GUIDE_TAG, isGuideSlug } from './paths';
import { unwrapGuideBody } from './unwrap-body';

/** A guide as the select lists it. */
export interface GuideLink {
  slug: string;
  title: string;
  description: string | null;
}

/** A guide ready to show: sanitized HTML (its h5/h6 shifted under the page's outline) and its table of contents. */
export interface GuideView extends GuideLink {
  html: string;
  toc: TocGroup[];
}

/**
 * What failed (spec §4, §8): 'repository' is the content store's list or page (retry offered), 'fetch' is the
 * guide's extra content (page reload offered).
 */
export type GuideFailure = 'repository' | 'fetch';

export class GuideReadError extends Error {
  override name = 'GuideReadError';
  constructor(
    readonly failure: GuideFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A page waits at most this long for the content store. */
const READ_TIMEOUT_MS = 10_000;
/** More guides than the select would ever list; the list is bounded all the same. */
const MAX_GUIDES = 100;

const GUIDES_QUERY = `query PolicyGuides($tag: String!, $prefix: String!, $limit: Int!) {
  pageCollection(where: { tags_contains_some: [$tag], slug_contains: $prefix }, order: [firstPublishedAt_ASC], limit: $limit) {
    items { slug title metaConfiguration { description { content } } }
  }
}`;

const GUIDE_QUERY = `query PolicyGuide($slug: String!) {
  page(slug: $slug) { slug title tags metaConfiguration { description { content } } }
}`;

interface PageFields {
  slug: string;
  title: string;
  tags?: string[];
  metaConfiguration?: { description?: { content?: string | null } | null } | null;
}

const readerFor = (request: Request) => relayingFetch(visitorHeaders(request));

async function graphql<T>(request: Request, query: string, variables: Record<string, unknown>): Promise<T> {
  let answer: { data?: T | null; errors?: unknown[] };
  try {
    const response = await readerFor(request)(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`content API answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (cause) {
    throw new GuideReadError('repository', 'The guides could not be read from the content store', { cause });
  }
  if (answer.errors?.length || !answer.data) {
    throw new GuideReadError('repository', 'The content store answered with errors', { cause: answer.errors });
  }
  return answer.data;
}

/** The guide's own name: its slug after 'ai-policy-resources/', or null for any other page. */
function guideSlugOf(contentSlug: string): string | null {
  const slug = contentSlug.startsWith(GUIDE_SLUG_PREFIX) ? contentSlug.slice(GUIDE_SLUG_PREFIX.length) : '';
  return isGuideSlug(slug) ? slug : null;
}

const toLink = (page: PageFields, slug: string): GuideLink => ({
  slug,
  title: page.title,
  description: page.metaConfiguration?.description?.content?.trim() || null,
});

/** The sibling guides for the select, oldest first (the order they were published in). */
export async function listGuides(request: Request): Promise<GuideLink[]> {
  const data = await graphql<{ pageCollection: { items: PageFields[] } }>(request, GUIDES_QUERY, {
    tag: GUIDE_TAG,
    prefix: GUIDE_SLUG_PREFIX,
    limit: MAX_GUIDES,
  });
  return data.pageCollection.items.flatMap((page) => {
    const slug = guideSlugOf(page.slug);
    return slug ? [toLink(page, slug)] : [];
  });
}

/** One guide's page in the content store (title, description), or null when there is no such guide. */
export async function findGuide(request: Request, slug: string): Promise<GuideLink | null> {
  const data = await graphql<{ page: PageFields | null }>(request, GUIDE_QUERY, {
    slug: `${GUIDE_SLUG_PREFIX}${slug}`,
  });
  return data.page?.tags?.includes(GUIDE_TAG) ? toLink(data.page, slug) : null;
}

/** GET /api/content/extra?slug=… (spec §7): the guide's markdown from props.content, unwrapped; null on a 404. */
export async function guideBody(request: Request, slug: string): Promise<string | null> {
  const url = `${gatewayUrl()}/api/content/extra?slug=${encodeURIComponent(`${GUIDE_SLUG_PREFIX}${slug}`)}`;
  let parsed: ContentExtraResult;
  try {
    const response = await readerFor(request)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`extra content answered ${response.status}`);
    parsed = ContentExtraResult.parse(await response.json());
  } catch (cause) {
    throw new GuideReadError('fetch', "The guide's content could not be fetched", { cause });
  }
  return unwrapGuideBody(parsed.props.content);
}

/**
 * Guide markdown marks topics with h5 and sections with h6 (spec §2). Under a page whose outline reaches `parent`
 * (h1 on a guide's own page, h2 under the standalone page's guide title), they become the next two levels, so
 * headings never skip one; the ids, which the table of contents targets, stay.
 */
export function headingsUnder(html: string, parent: 1 | 2): string {
  return html.replace(
    /<(\/?)h([56])(?=[\s>])/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 4 + parent}`,
  );
}

/** The guide rendered by the sanitizing markdown pipeline, with its h5/h6 table of contents. */
export function toGuideView(link: GuideLink, markdown: string, parent: 1 | 2): GuideView {
  const rendered = renderMarkdown(markdown);
  return { ...link, html: headingsUnder(rendered.html, parent), toc: rendered.toc };
}

/** A read whose GuideReadError becomes its failure; anything else is a bug and goes on up. */
export async function settle<T>(read: Promise<T>): Promise<{ value: T } | { failure: GuideFailure }> {
  try {
    return { value: await read };
  } catch (error) {
    if (error instanceof GuideReadError) return { failure: error.failure };
    throw error;
  }
}

/** The address the site is read at: the AI-policy host's origin when AI_POLICY_HOST is set, else SITE_ORIGIN (decision 031). */
export function publicOrigin(siteOrigin: string, env: Record<string, string | undefined> = process.env): string {
  const host = env['AI_POLICY_HOST']?.trim().toLowerCase();
  return host ? `${new URL(siteOrigin).protocol}//${host}` : siteOrigin;
}
