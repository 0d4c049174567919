import { createHmac } from 'node:crypto';
import { LINK_TTL_MS, signLink, verifyLink } from './links';

const secret = 'a-link-secret-of-enough-length';
const id = '0b6f1c1e-5d3a-4c7e-9a51-2f4f4d1f8a10';
const now = Date.UTC(2025, 0, 15, 12);

describe('signed newsletter links', () => {
  it('round-trips purpose and subscriber id, in a URL-safe token', () => {
    for (const purpose of ['confirm', 'unsubscribe', 'data'] as const) {
      const token = signLink(secret, purpose, id, now);
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(verifyLink(secret, token, now)).toEqual({ ok: true, purpose, subscriberId: id });
    }
  });

  it('lets confirm and data links expire after 7 days; unsubscribe links never', () => {
    const later = now + LINK_TTL_MS + 1000;
    expect(LINK_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(verifyLink(secret, signLink(secret, 'confirm', id, now), now + LINK_TTL_MS - 1000).ok).toBe(true);
    expect(verifyLink(secret, signLink(secret, 'confirm', id, now), later)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLink(secret, signLink(secret, 'data', id, now), later)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLink(secret, signLink(secret, 'unsubscribe', id, now), now + 10 * 365 * 24 * 3600 * 1000).ok).toBe(
      true,
    );
  });

  it('refuses tokens signed with another secret, tampered with, or malformed', () => {
    const token = signLink(secret, 'unsubscribe', id, now);
    const [payload, signature] = token.split('.');
    const otherId = Buffer.from(`unsubscribe:1b6f1c1e-5d3a-4c7e-9a51-2f4f4d1f8a10:0`).toString('base64url');
    const neverExpiring = Buffer.from(`data:${id}:0`).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
    for (const bad of [
      signLink('another-secret-of-enough-length', 'unsubscribe', id, now),
      `${otherId}.${signature}`,
      `${neverExpiring}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      `${payload}.${signature}.extra`,
      'not a token',
      '',
    ]) {
      expect(verifyLink(secret, bad, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses another spelling of a valid signature or payload (base64url padding bits)', () => {
    // A 32-byte HMAC is 43 base64url characters: the last one carries 2 padding bits a decoder ignores, so
    // changing them leaves the decoded bytes as they were. Such a token is not the one we signed.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respell = (text: string) => {
      const last = alphabet.indexOf(text.slice(-1));
      return `${text.slice(0, -1)}${alphabet[last ^ 1]}`;
    };
    for (let i = 0; i < 20; i += 1) {
      const [payload, signature] = signLink(secret, 'confirm', id, now + i * 1000).split('.');
      expect(Buffer.from(respell(signature), 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(verifyLink(secret, `${payload}.${respell(signature)}`, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    const token = signLink(secret, 'unsubscribe', id, now);
    const [payload, signature] = token.split('.');
    const padded = `${payload}${payload.length % 4 === 0 ? '' : '='.repeat(4 - (payload.length % 4))}`;
    expect(verifyLink(secret, `${padded}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a correctly signed payload that is not a purpose and a uuid', () => {
    const forge = (payload: string) =>
      `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    expect(verifyLink(secret, forge(`confirm:${id}:${Math.floor(now / 1000) + 60}`), now).ok).toBe(true);
    expect(verifyLink(secret, forge(`admin:${id}:0`), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(secret, forge(`confirm:1 or 1=1:0`), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(secret, forge(`confirm:${id}:soon`), now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
