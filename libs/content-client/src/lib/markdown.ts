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
 * Every id and name content produces starts with this (GitHub's namespace): a heading `# cb-app-scripts` is
 * `user-content-cb-app-scripts`, so content can never take an id the application looks up (the script
 * loader's template, a section, a form) nor clobber a `window`/`document` property by name.
 */
export const CONTENT_ID_PREFIX = 'user-content-';

/**
 * GitHub-style sanitizing (no script, style, iframe, object or embed; no on* or style attributes; URLs
 * only http(s), mailto, irc and xmpp or relative, so no javascript: or data:), with GitHub's clobber
 * prefix on every id, name, aria-describedby and aria-labelledby, and the content of stripped elements
 * dropped rather than shown as text.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: CONTENT_ID_PREFIX,
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title'],
};

/**
 * In-page links (`#who-decides`, footnotes and their way back) go to the prefixed ids: authors write the
 * plain slug, and the link lands on the heading. Runs after the sanitizer, which has checked every href.
 */
function prefixInPageLinks() {
  const visit = (node: TocNode): void => {
    const href = node.properties?.['href'];
    if (node.tagName === 'a' && typeof href === 'string' && href.length > 1 && href.startsWith('#')) {
      node.properties = { ...node.properties, href: `#${CONTENT_ID_PREFIX}${href.slice(1)}` };
    }
    node.children?.forEach(visit);
  };
  return (tree: TocNode) => visit(tree);
}

// Raw HTML inside markdown is not passed through (remark-rehype drops it without allowDangerousHtml):
// guides are markdown, and the sanitizer is the second line of defence for what markdown can express.
// Footnote ids come unprefixed from remark-rehype so that the sanitizer prefixes every id once.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { clobberPrefix: '' })
  .use(rehypeSlug)
  .use(rehypeSanitize, sanitizeSchema)
  .use(prefixInPageLinks)
  .use(rehypeStringify)
  .freeze();

/** Markdown -> sanitized HTML plus the h5 topic / h6 section table of contents (prefixed ids), synchronously. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown ?? ''));
  return {
    html: processor.stringify(tree),
    toc: collectToc(tree as TocNode),
  };
}
