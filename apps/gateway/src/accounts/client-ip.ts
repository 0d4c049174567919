import type { FastifyRequest } from 'fastify';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The browser's address for per-client limits. The Remix apps call the gateway from this machine on
 * behalf of the browser and pass its address on in X-Forwarded-For (the gateway's proxy appends the
 * address it saw last), so for a loopback peer the last entry is the client; anyone else is taken
 * at their socket address, whatever they claim. Behind a load balancer, extend the trusted peers.
 */
export function clientIp(request: Pick<FastifyRequest, 'ip' | 'headers'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return loopback.has(request.ip) && chain.length > 0 ? chain[chain.length - 1] : request.ip;
}
