import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read operator endpoints. With OPS_TOKEN: whoever sends `Authorization: Bearer <token>`
 * (compared in constant time). Without it: only a caller on this machine that did not come through a
 * proxy (X-Forwarded-For would mean someone else's request relayed here).
 */
export function opsAccess(request: Pick<FastifyRequest, 'ip' | 'headers'>, opsToken: string | undefined): 'ok' | 401 | 403 {
  if (opsToken) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Digests have one length, so the comparison time says nothing about the token's length either.
    return given && timingSafeEqual(digest(given), digest(opsToken)) ? 'ok' : 401;
  }
  return loopback.has(request.ip) && request.headers['x-forwarded-for'] === undefined ? 'ok' : 403;
}
