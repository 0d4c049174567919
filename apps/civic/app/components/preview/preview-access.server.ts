import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the given secret is the preview secret. Both sides are hashed first, so the comparison takes
 * the same time whatever the lengths and however much of the secret a guess gets right.
 */
export function previewSecretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Where to go after switching preview on or off: a path of this site only. Anything that could leave it
 * (`//evil.example`, `/\evil.example`, `https://…`, control characters) falls back to the home page.
 */
export function sameSitePath(target: string | null, fallback = '/'): string {
  const unsafe = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
  if (!target || !target.startsWith('/') || target.startsWith('//') || [...target].some(unsafe)) return fallback;
  const base = 'http://site.invalid';
  const url = new URL(target, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
