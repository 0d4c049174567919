/** `https://site.org/` -> `https://site.org`, so joining with a path never doubles the slash. */
export function trimOrigin(siteOrigin: string): string {
  return siteOrigin.replace(/\/+$/, '');
}

/** Drops query and hash, and a trailing slash except on the root: `/about/?x=1` -> `/about`. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withLeadingSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withLeadingSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function absoluteUrl(siteOrigin: string, pathname: string): string {
  return `${trimOrigin(siteOrigin)}${normalisePath(pathname)}`;
}
