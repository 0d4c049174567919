import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { collectToc, type TocGroup, type TocNode } from './toc';

/** Markdown rendered for a guide page: sanitized HTML and its h5/h6 table of contents. */
export interface RenderedMarkdown {
  html: string;
  toc: TocGroup[];
}

/**
 * GitHub-style sanitizing (no script, style, iframe, object or embed; no on* or style attributes; URLs
 * only http(s), mailto, irc and xmpp or relative, so no javascript: or data:) with two changes:
 * heading ids keep the plain github-slugger form so table-of-contents links and shared anchors stay
 * stable, and the content of stripped elements is dropped rather than shown as text.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title'],
};

// Raw HTML inside markdown is not passed through (remark-rehype drops it without allowDangerousHtml):
// guides are markdown, and the sanitizer is the second line of defence for what markdown can express.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify)
  .freeze();

/** Markdown -> sanitized HTML plus the h5 topic / h6 section table of contents, synchronously. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown ?? ''));
  return {
    html: processor.stringify(tree),
    toc: collectToc(tree as TocNode),
  };
}
