/**
 * Guide markdown marks topics with h5 and sections with h6 (spec §2). On a page whose outline is h1 (the
 * page) and h2 (the guide), they are shown as h3 and h4 so headings never skip a level. The HTML comes
 * from renderMarkdown (sanitized, lowercase tags), so a tag-name rewrite is enough.
 */
export function guideHeadingsUnder(html: string): string {
  return html.replace(
    /<(\/?)h([56])(?=[\s>])/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 2}`,
  );
}
