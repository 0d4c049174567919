import { RELAY_CLIENT_IP_HEADER } from '@civicbrief/gateway-client';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../../accounts/same-secret';

/** What the operator endpoints answer a caller opsAccess refuses. */
export const opsRefusals = {
  401: { statusCode: 401, error: 'Unauthorized', message: 'A valid operator token is required.' },
  403: {
    statusCode: 403,
    error: 'Forbidden',
    message: 'Operator endpoints answer callers on this machine only, unless OPS_TOKEN is set.',
  },
} as const;

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Exact names only: a spelling such as `localhost.` is refused, never admitted (the safe side of a mismatch). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Headers a proxy or relay adds (RFC 7239 Forwarded, the X-Forwarded-* trio trust-proxy reads, nginx's X-Real-IP,
 * RFC 9110 Via, the apps' visitor relay): any one of them means the request was made for someone else.
 */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  RELAY_CLIENT_IP_HEADER,
];

const cameThroughProxy = (headers: FastifyRequest['headers']) =>
  PROXY_HEADERS.some((name) => headers[name] !== undefined);

/** Whether the Host header names this machine (DNS rebinding: a browser sends the page's own name). */
function loopbackHost(host: string | undefined): boolean {
  try {
    return loopbackHosts.has(new URL(`http://${host ?? ''}`).hostname);
  } catch {
    return false;
  }
}

/**
 * Who may call operator endpoints. With OPS_TOKEN: whoever sends `Authorization: Bearer <token>`
 * (compared in constant time). Without it: only a caller on this machine that did not come through a
 * proxy (any of PROXY_HEADERS would mean someone else's request relayed here) and that asked for this machine
 * by name (Host localhost, 127.0.0.1 or [::1], any port): another site's page whose name was rebound to 127.0.0.1
 * sends its own name.
 */
export function opsAccess(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  opsToken: string | undefined,
): 'ok' | 401 | 403 {
  if (opsToken) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return sameSecret(given, opsToken) ? 'ok' : 401;
  }
  return loopback.has(request.ip) && !cameThroughProxy(request.headers) && loopbackHost(request.headers.host)
    ? 'ok'
    : 403;
}
