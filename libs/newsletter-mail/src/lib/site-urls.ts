/** A content slug as pages are written (`page-input.ts`): lowercase words joined by `-` or `/`. */
const SLUG = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/** The site's origin as given, checked to be one (`https://civicbrief.example`, no path, no trailing slash). */
export function checkOrigin(siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    throw new TypeError(`siteOrigin is not a URL: ${siteOrigin}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== siteOrigin)
    throw new TypeError(`siteOrigin must be an http(s) origin without a path or trailing slash: ${siteOrigin}`);
  return siteOrigin;
}

/** A page of the site: the origin and a content slug, the slug checked so that nothing else enters the URL. */
export function pageUrl(siteOrigin: string, slug: string): string {
  if (!SLUG.test(slug)) throw new TypeError(`Not a content slug: ${JSON.stringify(slug)}`);
  return `${siteOrigin}/${slug}`;
}

/** A signed link the caller made (unsubscribe, my data): used as given, once checked to be on the site. */
export function checkSiteLink(siteOrigin: string, link: string, name: string): string {
  let origin: string | null = null;
  try {
    origin = new URL(link).origin;
  } catch {
    // reported below
  }
  if (origin !== siteOrigin || !link.startsWith(`${siteOrigin}/`))
    throw new TypeError(`links.${name} must be a URL on ${siteOrigin}`);
  return link;
}
