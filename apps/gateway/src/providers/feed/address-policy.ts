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
  if (
    policy.testLoopbackAddress !== null &&
    parsed.kind() === 'ipv4' &&
    parsed.toString() === policy.testLoopbackAddress
  )
    return true;
  // IPv6 unicast outside global unicast (2000::/3), e.g. the deprecated IPv4-compatible ::127.0.0.1, is refused too.
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST)) return false;
  return parsed.range() === 'unicast';
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** localhost and *.localhost are loopback by definition (RFC 6761), whatever DNS would say. Takes a normalHostName. */
const isLocalhostName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/**
 * A host as it is checked and fetched: lower-case and without trailing dots, however many (`LOCALHOST..` is
 * `localhost`, `127.0.0.1..` is `127.0.0.1`), so no spelling of a refused name reaches DNS. Null when nothing is
 * left or a label is empty (`a..b`, `.a`): not a host name. An IPv6 literal (it holds `:`) is only lower-cased.
 */
export function normalHostName(host: string): string | null {
  const lower = host.toLowerCase();
  if (lower.includes(':')) return lower;
  const name = lower.replace(/\.+$/, '');
  return name !== '' && !name.split('.').includes('') ? name : null;
}

const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) =>
    entry.startsWith('*.') ? host === entry.slice(2) || host.endsWith(entry.slice(1)) : host === entry,
  );

/** The host of a URL without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * Parses a feed URL the WHATWG way, which turns decimal, octal and hex IPv4 forms (2130706433, 0177.0.0.1,
 * 0x7f.1) into dotted ones, and refuses what may not be fetched before any DNS is asked: other schemes,
 * credentials, hosts that are no host name, hosts outside FEED_ALLOWED_HOSTS, literal addresses that are not
 * public and localhost names. Every check sees the normalHostName, and so does the fetch: the answer carries it.
 */
export function checkFeedUrl(raw: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedRefused('url must be an absolute http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedRefused('url must be an http:// or https:// URL');
  if (url.username || url.password) throw new FeedRefused('url must not carry a user name or password');
  const given = bareHost(url);
  if (!given) throw new FeedRefused('url must name a host');
  const name = normalHostName(given);
  // Set back, the name is parsed again: `0x7f.1..` was a name, `0x7f.1` is the address 127.0.0.1.
  if (name !== null && name !== given) url.hostname = name;
  const host = bareHost(url);
  if (name === null || normalHostName(host) !== host)
    throw new FeedRefused('url must name a valid host (no empty labels such as "a..b")');
  if (policy.allowedHosts && !hostAllowed(host, policy.allowedHosts))
    throw new FeedRefused('url names a host that is not among the allowed feed hosts');
  if (isIP(host) && !isPublicAddress(host, policy))
    throw new FeedRefused('url names a private, loopback or reserved address');
  if (isLocalhostName(host))
    throw new FeedRefused('url names a host that resolves to a private, loopback or reserved address');
  return url;
}
