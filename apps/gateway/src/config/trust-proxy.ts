import { isIP } from 'node:net';

/** Fastify's `trustProxy`: nobody, everybody, or addresses and ranges (proxy-addr's names too). */
export type TrustProxy = boolean | string[];

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr also takes an IPv4 netmask (10.0.0.0/255.0.0.0).
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it: `false` (the default: the socket's peer is the client), `true` (every
 * peer is a proxy: only when nothing else can reach the gateway), or a comma-separated list of the
 * proxies' addresses, CIDR ranges and proxy-addr's names (`loopback, 10.0.0.0/8`). Not a hop count:
 * Fastify 5 trusts nobody for one, since a count cannot tell a proxy from a client.
 * Throws with the entries it cannot use.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) throw new Error(`a hop count (${text}) cannot tell a proxy from a client: list the proxies' addresses or ranges`);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(`not an address, range, true or false: ${invalid.join(', ') || value}`);
  }
  return entries;
}
