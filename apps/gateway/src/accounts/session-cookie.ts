import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';

export const SESSION_COOKIE = 'cb_session';
/** How long a sign-in lasts; the row's expires_at and the cookie's Max-Age agree. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure on https or in production. */
export function sessionCookieOptions(config: Pick<AppConfig, 'siteOrigin' | 'nodeEnv'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.siteOrigin.startsWith('https:') || config.nodeEnv === 'production',
    signed: true,
  };
}

/** The session token from the signed cookie; null when absent or its signature does not verify. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value ? value : null;
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(config), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  const { signed: _signed, ...options } = sessionCookieOptions(config);
  reply.clearCookie(SESSION_COOKIE, options);
}
