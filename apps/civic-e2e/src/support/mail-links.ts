import { createHmac } from 'node:crypto';

/** The stack runs with NEWSLETTER_LINK_SECRET=e2e-newsletter-link-secret (playwright.config.ts, formStackEnv). */
export const LINK_SECRET = 'e2e-newsletter-link-secret';
export const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * A mail link's token signed with `key` as the gateway signs it (apps/gateway/src/newsletter/links.ts): the
 * payload `purpose:id:expiresAt`, then its HMAC. An unsubscribe link never expires; the others a week after
 * `issuedAt`.
 */
export function signMailLink(key: string, purpose: string, id: string, issuedAt = Date.now()): string {
  const expiresAt = purpose === 'unsubscribe' ? 0 : Math.floor((issuedAt + WEEK_MS) / 1000);
  const payload = `${purpose}:${id}:${expiresAt}`;
  return `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}
