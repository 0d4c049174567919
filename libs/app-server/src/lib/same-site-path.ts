/** Longer redirect targets are refused: no page of the site needs one, and they only feed log lines. */
export const MAX_REDIRECT_TARGET = 2048;

const BASE = 'http://same-site.invalid';

/** Browsers drop tab, CR and LF from URLs and read '\' as '/': a target with any of them is refused. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** A path that a browser would read as another host once it is a Location: `//host`, `/\host`. */
const OTHER_HOST = /^[/\\]{2}/;

/** Whether `path`, normalised as a browser does (WHATWG URL against a fixed base), leaves the site. */
function leavesSite(path: string): boolean {
  try {
    const url = new URL(path, BASE);
    return url.origin !== BASE || OTHER_HOST.test(url.pathname);
  } catch {
    return true;
  }
}

function percentDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where a `?redirect=` may send the browser: a path of this site, else `fallback`. The target is first
 * normalised the way a browser will, and only then checked, because `/.//evil.example` and
 * `/..//evil.example` normalise to `//evil.example`, which is another site. A path whose encoded
 * slashes or backslashes (`%2f`, `%5c`) would decode to such a path is refused too.
 */
export function sameSitePath(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > MAX_REDIRECT_TARGET || !target.startsWith('/') || UNSAFE_CHARACTERS.test(target))
    return fallback;
  if (leavesSite(target)) return fallback;
  const url = new URL(target, BASE);
  if (leavesSite(percentDecoded(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
