import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import { FeedRefused } from './feed-refused';

/** Who may be fetched: the optional host allow-list and the one loopback address tests may open. */
export interface AddressPolicy {
  allowedHosts: readonly string[] | null;
  testLoopbackAddress: string | null;
}

/**
 * Whether an address is a public unicast one. Everything ipaddr.js classes otherwise is refused: loopback,
 * private, link-local, unique-local, multicast, unspecified, broadcast, carrier-grade NAT, reserved, and the
 * IPv6 forms that embed an IPv4 address (IPv4-mapped addresses are judged as the IPv4 address they carry).
 */
export function isPublicAddress(address: string, policy: Pick<AddressPolicy, 'testLoopbackAddress'>): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (policy.testLoopbackAddress !== null && parsed.kind() === 'ipv4' && parsed.toString() === policy.testLoopbackAddress) return true;
  // IPv6 unicast outside global unicast (2000::/3), e.g. the deprecated IPv4-compatible ::127.0.0.1, is refused too.
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST)) return false;
  return parsed.range() === 'unicast';
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** localhost and *.localhost are loopback by definition (RFC 6761), whatever DNS would say. */
const isLocalhostName = (host: string) => {
  const name = host.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.startsWith('*.') ? host === entry.slice(2) || host.endsWith(entry.slice(1)) : host === entry));

/** The host of a URL without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * Parses a feed URL the WHATWG way, which turns decimal, octal and hex IPv4 forms (2130706433, 0177.0.0.1,
 * 0x7f.1) into dotted ones, and refuses what may not be fetched before any DNS is asked: other schemes,
 * credentials, hosts outside FEED_ALLOWED_HOSTS and literal addresses that are not public.
 */
export function checkFeedUrl(raw: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedRefused('url must be an absolute http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedRefused('url must be an http:// or https:// URL');
  if (url.username || url.password) throw new FeedRefused('url must not carry a user name or password');
  const host = bareHost(url);
  if (!host) throw new FeedRefused('url must name a host');
  if (policy.allowedHosts && !hostAllowed(host, policy.allowedHosts)) throw new FeedRefused('url names a host that is not among the allowed feed hosts');
  if (isIP(host) && !isPublicAddress(host, policy)) throw new FeedRefused('url names a private, loopback or reserved address');
  if (isLocalhostName(host)) throw new FeedRefused('url names a host that resolves to a private, loopback or reserved address');
  return url;
}
