import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderFailure } from '../provider-failure';
import { checkFeedUrl, isPublicAddress } from './address-policy';
import { FeedRefused } from './feed-refused';
import { fetchFeedText, type Resolver, type SafeFetchOptions } from './safe-fetch';

/**
 * The SSRF-safe fetch with an injected resolver: host names resolving inside are refused, the connection goes
 * to the address checked (a later, different DNS answer cannot switch it), redirects are resolved again.
 */
const ALLOWED = '127.0.0.2';
let server: Server;
let port: number;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url?.startsWith('/to-private')) {
      response.writeHead(302, { location: `http://private.test:${port}/feed` });
      return response.end();
    }
    response.end('<rss version="2.0"><channel><title>ok</title></channel></rss>');
  });
  await new Promise<void>((done) => server.listen(0, ALLOWED, done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen.length = 0;
});

/** A resolver answering from a table, each name's answers in turn (the last one repeated), counting its calls. */
function tableResolver(table: Record<string, LookupAddress[][]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return answers[Math.min(calls.filter((name) => name === hostname).length - 1, answers.length - 1)];
  };
  return Object.assign(resolve, { calls });
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const options = (resolve: Resolver): SafeFetchOptions => ({
  provider: 'feed',
  policy: { allowedHosts: null, testLoopbackAddress: ALLOWED },
  resolve,
  signal: AbortSignal.timeout(5000),
  userAgent: 'test',
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
});

describe('fetchFeedText', () => {
  it('refuses a host name that resolves to a private address, or to a public and a private one, without connecting', async () => {
    const resolve = tableResolver({
      'private.test': [[v4('10.0.0.5')]],
      'mixed.test': [[v4('93.184.216.34'), v4('192.168.0.10')]],
      'metadata.test': [[v4('169.254.169.254')]],
      'v6.test': [[{ address: '::ffff:127.0.0.1', family: 6 }]],
    });
    for (const host of ['private.test', 'mixed.test', 'metadata.test', 'v6.test']) {
      await expect(fetchFeedText(new URL(`http://${host}:${port}/feed`), options(resolve))).rejects.toBeInstanceOf(
        FeedRefused,
      );
    }
    expect(seen).toEqual([]);
  });

  it('connects to the checked address once resolved, whatever DNS answers next (pinned)', async () => {
    // A rebinding name: the first answer is allowed, every later one is loopback 127.0.0.1.
    const resolve = tableResolver({ 'feeds.test': [[v4(ALLOWED)], [v4('127.0.0.1')]] });
    const text = await fetchFeedText(new URL(`http://feeds.test:${port}/feed`), options(resolve));
    expect(text).toContain('<title>ok</title>');
    expect(resolve.calls).toEqual(['feeds.test']);
    expect(seen).toEqual([{ url: '/feed', headers: expect.objectContaining({ host: `feeds.test:${port}` }) }]);
  });

  it('resolves and checks a redirect target again', async () => {
    const resolve = tableResolver({ 'feeds.test': [[v4(ALLOWED)]], 'private.test': [[v4('10.1.2.3')]] });
    await expect(fetchFeedText(new URL(`http://feeds.test:${port}/to-private`), options(resolve))).rejects.toThrow(
      /resolves to a private/,
    );
    expect(resolve.calls).toEqual(['feeds.test', 'private.test']);
    expect(seen.map((request) => request.url)).toEqual(['/to-private']);
  });

  it('asks DNS for no spelling of localhost, and for the name without its trailing dots', async () => {
    const resolve = tableResolver({ 'feeds.test': [[v4(ALLOWED)]] });
    for (const host of ['localhost..', 'LOCALHOST.', 'a.localhost...']) {
      await expect(fetchFeedText(new URL(`http://${host}:${port}/feed`), options(resolve))).rejects.toBeInstanceOf(
        FeedRefused,
      );
    }
    expect(await fetchFeedText(new URL(`http://feeds.test..:${port}/feed`), options(resolve))).toContain(
      '<title>ok</title>',
    );
    expect(resolve.calls).toEqual(['feeds.test']);
    expect(seen).toEqual([{ url: '/feed', headers: expect.objectContaining({ host: `feeds.test:${port}` }) }]);
  });

  it('fails as a provider failure when the name does not resolve', async () => {
    await expect(fetchFeedText(new URL('http://nowhere.test/feed'), options(tableResolver({})))).rejects.toBeInstanceOf(
      ProviderFailure,
    );
  });
});

describe('the address policy', () => {
  const policy = { allowedHosts: null, testLoopbackAddress: null };
  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '10.1.1.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '::7f00:1',
    '::a00:1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address, policy)).toBe(false));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isPublicAddress(address, policy)).toBe(true),
  );

  it('opens only the one configured loopback address', () => {
    expect(isPublicAddress('127.0.0.2', { testLoopbackAddress: '127.0.0.2' })).toBe(true);
    expect(isPublicAddress('127.0.0.1', { testLoopbackAddress: '127.0.0.2' })).toBe(false);
    expect(isPublicAddress('::1', { testLoopbackAddress: '127.0.0.2' })).toBe(false);
  });

  it.each(['http://localhost/', 'http://LOCALHOST.:8080/', 'https://feeds.localhost/rss'])(
    'refuses the loopback name %s before any DNS',
    (url) => {
      expect(() => checkFeedUrl(url, policy)).toThrow(FeedRefused);
    },
  );

  it.each([
    'http://localhost../',
    'http://LOCALHOST...:8080/',
    'http://feeds.localhost../rss',
    'http://127.0.0.1../',
    'http://0x7f.1../',
  ])('refuses %s by name, however many trailing dots, before any DNS', (url) =>
    expect(() => checkFeedUrl(url, policy)).toThrow(/private, loopback or reserved address/),
  );

  it.each(['http://a..b/feed', 'http://.example.com/feed', 'http://news..example.com./feed', 'http://../feed'])(
    'refuses %s, a host with an empty label, as no host name',
    (url) => {
      expect(() => checkFeedUrl(url, policy)).toThrow(/must name a valid host/);
    },
  );

  it('checks and fetches the name without its trailing dots, against the allowed hosts too', () => {
    const allowed = { allowedHosts: ['news.example.com'], testLoopbackAddress: null };
    expect(checkFeedUrl('https://NEWS.example.com../rss?q=1', allowed).href).toBe('https://news.example.com/rss?q=1');
    expect(() => checkFeedUrl('https://news.example.com.evil.test./rss', allowed)).toThrow(
      /not among the allowed feed hosts/,
    );
  });

  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://[::ffff:7f00:1]/',
  ])('normalises %s (WHATWG) and refuses it', (url) => {
    expect(() => checkFeedUrl(url, policy)).toThrow(FeedRefused);
  });
});
