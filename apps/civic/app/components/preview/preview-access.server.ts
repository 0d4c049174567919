import { createHash, timingSafeEqual } from 'node:crypto';

/** Where to go after switching preview on or off: a path of this site only (one check for every app). */
export { sameSitePath } from '@civicbrief/app-server';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the given secret is the preview secret. Both sides are hashed first, so the comparison takes
 * the same time whatever the lengths and however much of the secret a guess gets right.
 */
export function previewSecretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
