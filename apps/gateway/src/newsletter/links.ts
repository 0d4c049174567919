import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterLinkPurpose } from '@civicbrief/contracts';

/**
 * Confirmation and my-data links work for a week; unsubscribe and newsletter links never expire (RFC 8058 mail clients
 * keep them, and a newsletter mail is read long after it came).
 */
export const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const expiring: Record<NewsletterLinkPurpose, boolean> = {
  confirm: true,
  data: true,
  unsubscribe: false,
  newsletter: false,
};
const purposes = new Set<string>(Object.keys(expiring));
// Subscriber ids are uuids; anything else would only reach the database to be refused there.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VerifiedLink =
  { ok: true; purpose: NewsletterLinkPurpose; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * A link token: base64url(`purpose:subscriberId:expiresAtSeconds`) "." base64url(HMAC-SHA256 of that
 * text). Expiry 0 means never; an expiring link works for `ttlMs` (a week unless told). Nothing is stored: the signature is the proof, so rotating the secret
 * invalidates every link in circulation.
 */
export function signLink(
  secret: string,
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
  now = Date.now(),
  ttlMs = LINK_TTL_MS,
): string {
  const expiresAt = expiring[purpose] ? Math.floor((now + ttlMs) / 1000) : 0;
  const payload = `${purpose}:${subscriberId}:${expiresAt}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** Checks a token's signature (in constant time), then its expiry. The purpose is the caller's to check. */
export function verifyLink(secret: string, token: string, now = Date.now()): VerifiedLink {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const payload = Buffer.from(encoded, 'base64url').toString();
  // Compared as text, not as decoded bytes: base64url's last character carries padding bits a decoder
  // ignores, so a byte comparison would accept several spellings of one signature (and of one payload).
  if (Buffer.from(payload).toString('base64url') !== encoded) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };

  const [purpose, subscriberId, expiresAt] = payload.split(':');
  if (!purposes.has(purpose) || !UUID.test(subscriberId ?? '') || !/^\d+$/.test(expiresAt ?? ''))
    return { ok: false, reason: 'invalid' };
  const expiry = Number(expiresAt);
  if (expiry !== 0 && expiry * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, purpose: purpose as NewsletterLinkPurpose, subscriberId };
}
