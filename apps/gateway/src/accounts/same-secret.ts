import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a presented secret is the expected one, in constant time. Digests have one length, so the
 * comparison time says nothing about the secret's length either.
 */
export function sameSecret(given: string, expected: string): boolean {
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}
