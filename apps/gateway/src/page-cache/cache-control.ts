import type { IncomingHttpHeaders } from 'node:http';

/** How long a stored answer is fresh, and how long after that it may still be served while it is rendered again. */
export interface Lifetime {
  freshMs: number;
  staleMs: number;
}

/** Cache-Control directives by lower-case name; a directive without a value is `true`. */
export function directivesOf(value: string | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (value ?? '').split(',')) {
    const [name, ...rest] = part.split('=');
    const key = name.trim().toLowerCase();
    if (key)
      directives.set(
        key,
        rest.length
          ? rest
              .join('=')
              .trim()
              .replace(/^"(.*)"$/, '$1')
          : true,
      );
  }
  return directives;
}

const seconds = (value: string | true | undefined): number | undefined => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value) * 1000;
};

/**
 * What a shared cache may do with an answer under this Cache-Control (RFC 9111 and RFC 5861): nothing
 * (undefined) unless it says `public` or `s-maxage`, and never with private, no-store or no-cache.
 * Freshness is s-maxage, else max-age; stale-while-revalidate adds the stale time, which must-revalidate
 * and proxy-revalidate take away.
 */
export function sharedLifetime(cacheControl: string | undefined): Lifetime | undefined {
  const directives = directivesOf(cacheControl);
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return undefined;
  if (!directives.has('public') && !directives.has('s-maxage')) return undefined;
  const freshMs = seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age'));
  if (freshMs === undefined) return undefined;
  const revalidate = directives.has('must-revalidate') || directives.has('proxy-revalidate');
  const staleMs = revalidate ? 0 : (seconds(directives.get('stale-while-revalidate')) ?? 0);
  return freshMs + staleMs > 0 ? { freshMs, staleMs } : undefined;
}

/** Answer headers the cache may vary on: the encoding only, which is part of every key. */
const VARIES_WITH_KEY = new Set(['accept-encoding']);

/**
 * The lifetime of an app's answer in the page cache, or undefined when it must not be stored: anything
 * but a 200, an answer that sets a cookie, one that varies on a request header other than the encoding,
 * and one whose Cache-Control does not allow shared caching.
 */
export function storableLifetime(statusCode: number, headers: IncomingHttpHeaders): Lifetime | undefined {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return undefined;
  const vary = String(headers['vary'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !VARIES_WITH_KEY.has(name))) return undefined;
  return sharedLifetime(headers['cache-control']);
}
