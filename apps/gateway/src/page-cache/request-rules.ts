import type { IncomingHttpHeaders } from 'node:http';

/**
 * Never served from or stored in the page cache: the gateway's own paths, the signed-in dashboard, every
 * form page (their answers are private anyway; this says so here too) and preview.
 */
const NEVER_CACHED = [
  '/api',
  '/graphql',
  '/dashboard',
  '/login',
  '/subscribe',
  '/request-a-city',
  '/rsvp',
  '/newsletter',
  // Topic alerts: a form and signed-link pages (decision 036).
  '/alerts',
  '/contact',
  '/onboarding',
  '/real-estate',
  '/government',
];

const underAny = (pathname: string, roots: string[]) =>
  roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));

/** The site's own cookies all start so: the gateway's session (cb_session) and civic's preview (cb_preview). */
const SITE_COOKIE_PREFIX = 'cb_';

export interface CacheableRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

const cookieNames = (header: string | undefined) => (header ?? '').split(';').map((pair) => pair.split('=')[0].trim());

/**
 * Why this request must not use the page cache, or undefined when it may: only GET and HEAD without a
 * body, without Authorization and without a session or preview cookie, outside the paths above.
 */
export function bypassReason({ method, url, headers }: CacheableRequest): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) return 'body';
  if (headers['authorization'] !== undefined) return 'authorization';
  if (cookieNames(headers['cookie']).some((name) => name.startsWith(SITE_COOKIE_PREFIX))) return 'cookie';
  const pathname = url.split('?')[0];
  if (underAny(pathname, NEVER_CACHED) || pathname.startsWith('/preview')) return 'path';
  return undefined;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The one encoding a page is stored and asked for in: br, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
      .filter(([name, ...params]) => name && !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * The cache key: the site the page belongs to, encoding, path and query with its parameters sorted by name (a
 * stable sort, so repeated names keep their order) and encoded one way. The site is the host's class, not the
 * Host header itself: the main site, or the AI-policy host when AI_POLICY_HOST is set (decision 031), so one
 * host's `/`, `/robots.txt` or `/sitemap.xml` is never served on the other, and a made-up Host cannot fill the
 * cache with copies. Method is not part of it: HEAD is answered from a GET's entry.
 */
export function cacheKey(site: PageSite, url: string, encoding: Encoding): string {
  const [pathname, query = ''] = url.split(/\?(.*)/s);
  const params = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normalized = new URLSearchParams(params).toString();
  return `${site} ${encoding} ${pathname}${normalized ? `?${normalized}` : ''}`;
}

/** Which of the front door's sites a request is for: the main one, or the AI-policy host (decision 031). */
export type PageSite = 'main' | 'ai-policy-host';
