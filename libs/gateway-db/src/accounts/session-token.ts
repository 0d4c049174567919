import { createHash, randomBytes } from 'node:crypto';

/** A new session token for the cookie: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session row's id: only the token's SHA-256 is stored, so the table alone cannot sign anyone in. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
