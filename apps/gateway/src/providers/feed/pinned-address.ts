import type { LookupAddress } from 'node:dns';
import { Resolver as DnsResolver } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { ProviderFailure } from '../provider-failure';
import { bareHost, isPublicAddress, type AddressPolicy } from './address-policy';
import { FeedRefused } from './feed-refused';

/** Every address a host name resolves to (DNS in production; tests inject their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/**
 * DNS through c-ares (resolve4/resolve6) with a short timeout and one try, not getaddrinfo: getaddrinfo runs on
 * libuv's four-thread pool and cannot be cancelled, so names on a silent name server would hold the pool (and
 * stall password hashing and file reads). It also never reads /etc/hosts: only public DNS decides.
 */
const dns = new DnsResolver({ timeout: 2000, tries: 1 });

export const systemResolver: Resolver = async (hostname) => {
  const [v4, v6] = await Promise.allSettled([dns.resolve4(hostname), dns.resolve6(hostname)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error(`${hostname} has no address`);
  return addresses;
};

/** The address this hop connects to: the literal one, or the first resolved one once every resolved one is public. */
export async function pinnedAddress(
  url: URL,
  options: { provider: string; policy: AddressPolicy; resolve: Resolver },
): Promise<LookupAddress> {
  const host = bareHost(url);
  const family = isIP(host);
  if (family) return { address: host, family };
  let addresses: LookupAddress[];
  try {
    addresses = await options.resolve(host);
  } catch (error) {
    throw new ProviderFailure(options.provider, 'network', 'host not found', undefined, { cause: error });
  }
  if (addresses.length === 0) throw new ProviderFailure(options.provider, 'network', 'host not found');
  // Any private answer refuses the host: a name that can resolve inside is not fetched, whichever answer comes first.
  if (!addresses.every(({ address }) => isPublicAddress(address, options.policy)))
    throw new FeedRefused('url names a host that resolves to a private, loopback or reserved address');
  return addresses[0];
}

/** Node's connection asks this instead of DNS: always the checked address, so a second DNS answer cannot switch it. */
export const pinnedLookup = ({ address, family }: LookupAddress): LookupFunction =>
  ((_hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    lookupOptions?.all
      ? callback(null, [{ address, family }])
      : callback(null, address, family)) as unknown as LookupFunction;
