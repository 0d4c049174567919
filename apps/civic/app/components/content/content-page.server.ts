import {
  ContentError,
  renderMarkdown,
  type ContentClient,
  type ContentPage,
  type TocGroup,
} from '@civicbrief/content-client';

/** A content page (article, municipal code, resource sheet) ready to show. */
export interface ShownPage extends Pick<
  ContentPage,
  'title' | 'slug' | 'category' | 'description' | 'firstPublishedAt' | 'publishedAt'
> {
  /** Sanitized by renderMarkdown, headings moved under the page's h1 (see `headingsUnderTitle`). */
  html: string;
  toc: TocGroup[];
}

/**
 * Content markdown marks topic groups with h5 and sections with h6 (spec §2). Under the page's h1 they
 * become h2 and h3, so the outline never skips a level. renderMarkdown's HTML is sanitized with
 * lowercase tags, so a tag-name rewrite is enough.
 */
export function headingsUnderTitle(html: string): string {
  return html.replace(
    /<(\/?)h([56])(?=[\s>])/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 3}`,
  );
}

export function toShownPage(page: ContentPage): ShownPage {
  const { html, toc } = renderMarkdown(page.markdown ?? '');
  return {
    title: page.title,
    slug: page.slug,
    category: page.category,
    description: page.description,
    firstPublishedAt: page.firstPublishedAt,
    publishedAt: page.publishedAt,
    html: headingsUnderTitle(html),
    toc,
  };
}

/**
 * The page at `slug` carrying `tag`, or a thrown 404 Response when there is none (or it is another kind
 * of page). A content API failure is a 503: the page cannot be shown without its content.
 */
export async function findTaggedPage(
  content: Pick<ContentClient, 'pageBySlug'>,
  slug: string,
  tag: string,
): Promise<ShownPage> {
  let page: ContentPage | null;
  try {
    page = await content.pageBySlug(slug);
  } catch (error) {
    if (error instanceof ContentError) throw new Response(error.message, { status: 503 });
    throw error;
  }
  if (!page || !page.tags.includes(tag)) throw new Response('Not Found', { status: 404 });
  return toShownPage(page);
}
