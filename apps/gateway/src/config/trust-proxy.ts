import { compile } from '@fastify/proxy-addr';

/** Fastify's `trustProxy`: nobody, everybody, or addresses and ranges (proxy-addr's names too). */
export type TrustProxy = boolean | string[];

/**
 * TRUST_PROXY as Fastify takes it: `false` (the default: the socket's peer is the client), `true` (every
 * peer is a proxy: only when nothing else can reach the gateway), or a comma-separated list of the
 * proxies' addresses, CIDR ranges and proxy-addr's names (`loopback, 10.0.0.0/8`). Not a hop count:
 * Fastify 5 trusts nobody for one, since a count cannot tell a proxy from a client. The list is checked
 * by the library Fastify uses, so a value accepted here is one Fastify accepts at boot.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text))
    throw new Error(`a hop count (${text}) cannot tell a proxy from a client: list the proxies' addresses or ranges`);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error(`not an address, range, true or false: ${value}`);
  try {
    compile(entries);
  } catch (error) {
    throw new Error(`not an address, range, true or false: ${(error as Error).message}`);
  }
  return entries;
}
