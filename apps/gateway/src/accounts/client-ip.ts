import { isIP } from 'node:net';
import { RELAY_CLIENT_IP_HEADER, RELAY_SECRET_HEADER } from '@civicbrief/gateway-client';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from './same-secret';

type ClientRequest = Pick<FastifyRequest, 'ip' | 'headers' | 'server'>;

/** The visitor an app server names when it calls on their behalf, if the call carries the relay secret. */
function relayedAddress(request: ClientRequest): string | undefined {
  const secret = request.server.config.relaySecret;
  const given = request.headers[RELAY_SECRET_HEADER];
  const address = request.headers[RELAY_CLIENT_IP_HEADER];
  if (!secret || typeof given !== 'string' || typeof address !== 'string') return undefined;
  return sameSecret(given, secret) && isIP(address) !== 0 ? address : undefined;
}

/**
 * The address per-client limits count (decision 012). request.ip is the socket's peer, or, when that
 * peer is a trusted proxy (TRUST_PROXY), the client it names in X-Forwarded-For: Fastify decides, and
 * nobody else's X-Forwarded-For is believed. The Remix apps call the gateway for the visitors whose
 * forms and pages they serve and name them in a relay header, which counts only with the relay secret.
 */
export function clientIp(request: ClientRequest): string {
  return relayedAddress(request) ?? request.ip;
}
