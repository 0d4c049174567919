import { ErrorResult, FeedResult, ProviderErrorResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig, testDrivers } from '../../test/databases';
import { startFakeProviders } from '../../test/fake-providers';
import { gatewayTest, testApp } from '../../test/gateway-test';

/**
 * GET /api/feed against tools/fake-providers' feeds (real HTTP). The fake listens on 127.0.0.2, the one loopback
 * address FEED_TEST_LOOPBACK_ADDRESS opens; a trap server on 127.0.0.1 records whether anything reached it.
 */
const FEED_HOST = '127.0.0.2';
// A feed call's time limit is far beyond what a busy machine needs to fetch and parse a small feed, and below the
// fake's slow feed (5 s); the test of the limit itself sets a short one.
const fast = { PROVIDER_TIMEOUT_MS: '3000', PROVIDER_RETRY_DELAY_MS: '5', PROVIDER_RATE_LIMIT: '100000' };

async function startTrap(): Promise<{ port: number; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('<rss version="2.0"><channel><title>inside</title></channel></rss>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe.each(testDrivers)('GET /api/feed on %s', (driver) => {
  const setup = gatewayTest(driver, async () => ({
    fake: await startFakeProviders(5000, FEED_HOST),
    trap: await startTrap(),
  }));
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const built = await testApp(setup.database, { FEED_TEST_LOOPBACK_ADDRESS: FEED_HOST, ...fast, ...env });
    apps.push(built);
    return built;
  };
  const feedUrl = (path: string) => `${setup.fake.url}/feeds/${path}`;
  const get = (target: FastifyInstance, url: string) =>
    target.inject({ method: 'GET', url: `/api/feed?url=${encodeURIComponent(url)}` });
  beforeEach(async () => {
    await setup.fake.reset();
    setup.trap.hits.length = 0;
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
  });

  it('answers an RSS feed as the spec items: link, title, contentSnippet, creator, isoDate, categories, enclosure.url', async () => {
    const gateway = await app();
    const response = await get(gateway, feedUrl('rss.xml'));
    expect(response.statusCode).toBe(200);
    const body = FeedResult.parse(response.json());
    expect(body.items).toEqual([
      {
        link: 'https://news.example.com/budget',
        title: 'Council adopts the 2027 budget',
        contentSnippet: 'The council adopted the budget.',
        creator: 'Ana Reyes',
        isoDate: '2026-11-26T08:00:00.000Z',
        categories: ['Government', 'Budget'],
        enclosure: { url: 'https://news.example.com/budget.jpg' },
      },
      {
        link: 'https://news.example.com/trail',
        title: 'Trail reopens',
        contentSnippet: 'The hillside trail is open again.',
        isoDate: '2026-11-25T18:30:00.000Z',
        categories: [],
      },
    ]);
    expect(body.source).toMatchObject({ provider: 'feed', stale: false });
    expect(response.headers['cache-control']).toContain('public');
  });

  it('answers an Atom feed in the same fields (author as creator, summary as snippet, category labels or terms)', async () => {
    const body = FeedResult.parse((await get(await app(), feedUrl('atom.xml'))).json());
    expect(body.items).toEqual([
      {
        link: 'https://news.example.com/bike-lanes',
        title: 'New bike lanes on University Avenue',
        contentSnippet: 'Work starts Monday.',
        creator: 'Sam Lee',
        isoDate: '2026-11-26T09:00:00.000Z',
        categories: ['Transport', 'city'],
      },
      {
        link: 'https://news.example.com/library',
        title: 'Library hours',
        contentSnippet: 'Open until 9 pm.',
        isoDate: '2026-11-25T12:00:00.000Z',
        categories: [],
      },
    ]);
  });

  it('reads a news-search feed (the city default) and caches it per URL', async () => {
    const gateway = await app();
    const url = feedUrl('search?q=Saratoga%2C%20CA');
    const first = FeedResult.parse((await get(gateway, url)).json());
    expect(first.items).toHaveLength(14);
    expect(first.items[0].title).toBe('Saratoga council approves budget (story 1) - The Valley Ledger');
    expect(first.items[0].contentSnippet).toBe('Saratoga council approves budget (story 1) The Valley Ledger');
    await get(gateway, url);
    expect(await setup.fake.requests()).toHaveLength(1);
    // Another URL is another entry.
    await get(gateway, feedUrl('search?q=Palo%20Alto%2C%20CA'));
    expect(await setup.fake.requests()).toHaveLength(2);
  });

  it('passes titles and snippets as text and drops javascript: and data: links and enclosures', async () => {
    const body = FeedResult.parse((await get(await app(), feedUrl('script.xml'))).json());
    expect(body.items.map((item) => item.link)).toEqual([undefined, undefined, 'https://news.example.com/safe']);
    expect(body.items[0].enclosure).toBeUndefined();
    expect(body.items[0].title).toBe('<script>alert("title")</script>Budget news');
    expect(body.items[0].contentSnippet).not.toMatch(/<img|onerror/);
  });

  it('does not resolve XML external entities', async () => {
    const response = await get(await app(), feedUrl('xxe.xml'));
    // sax neither fetches the SYSTEM entity nor expands the DTD's own ones: the feed reads as malformed.
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toMatch(/root:|lollol/);
  });

  it.each([
    ['a 20 MB feed (read no further than 2 MB)', 'huge.xml'],
    ['a feed slower than the timeout', 'slow.xml'],
    ['malformed XML', 'malformed.xml'],
    ['a page that is not a feed', 'missing.xml'],
    ['more than 3 redirects', 'redirect-chain?n=4'],
  ])('answers 502 PROVIDER_ERROR for %s', async (_name, path) => {
    const response = await get(await app({ PROVIDER_TIMEOUT_MS: '400' }), feedUrl(path));
    expect(response.statusCode).toBe(502);
    expect(ProviderErrorResult.parse(response.json())).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'The news feed provider did not answer; try again.',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('follows up to 3 redirects', async () => {
    const response = await get(await app(), feedUrl('redirect-chain?n=3'));
    expect(response.statusCode).toBe(200);
    expect(FeedResult.parse(response.json()).items).toHaveLength(2);
  });

  it('serves the last good answer, marked stale, when the feed fails', async () => {
    const gateway = await app({ FEED_CACHE_TTL_MS: '0', PROVIDER_STALE_MS: '600000' });
    expect((await get(gateway, feedUrl('rss.xml'))).statusCode).toBe(200);
    await setup.fake.mode('feeds', 'error');
    const stale = await get(gateway, feedUrl('rss.xml'));
    expect(stale.statusCode).toBe(200);
    expect(FeedResult.parse(stale.json()).source.stale).toBe(true);
  });

  it("leaves the host's circuit closed for answers a caller can provoke (not a feed, 404): only outages count", async () => {
    const gateway = await app({ PROVIDER_BREAKER_FAILURES: '2', PROVIDER_BREAKER_OPEN_MS: '60000' });
    await setup.fake.mode('feeds', 'malformed');
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await get(gateway, feedUrl('rss.xml'))).statusCode).toBe(502);
    await setup.fake.mode('feeds', 'ok');
    expect((await get(gateway, feedUrl('atom.xml'))).statusCode).toBe(200);
  });

  it('opens the circuit of a failing host: 503 PROVIDER_UNAVAILABLE with Retry-After', async () => {
    const gateway = await app({ PROVIDER_BREAKER_FAILURES: '2', PROVIDER_BREAKER_OPEN_MS: '60000' });
    await setup.fake.mode('feeds', 'error');
    expect((await get(gateway, feedUrl('rss.xml'))).statusCode).toBe(502);
    const open = await get(gateway, feedUrl('atom.xml'));
    expect(open.statusCode).toBe(503);
    expect(ProviderErrorResult.parse(open.json()).code).toBe('PROVIDER_UNAVAILABLE');
    expect(open.headers['retry-after']).toBe('60');
  });

  describe('refuses what may not be fetched with a 400, fetching nothing', () => {
    const refused = async (gateway: FastifyInstance, url: string, message: RegExp) => {
      const response = await get(gateway, url);
      expect(response.statusCode).toBe(400);
      const body = ErrorResult.parse(response.json());
      // The guard's refusals name the reason; the schema's name the field.
      expect([body.message, ...(body.fieldErrors?.['url'] ?? [])].join(' ')).toMatch(message);
    };
    const inside = (port: number) => [
      `http://127.0.0.1:${port}/`,
      `http://10.0.0.1:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0x7f.1:${port}/`,
      'http://0.0.0.0/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
    ];

    it('addresses that are loopback, private, link-local, unique-local, multicast or unspecified, in every IPv4 form', async () => {
      const gateway = await app();
      for (const url of inside(setup.trap.port)) await refused(gateway, url, /private, loopback or reserved address/);
      expect(setup.trap.hits).toEqual([]);
    });

    it('a host name that resolves to loopback (localhost), in any spelling, by name', async () => {
      const gateway = await app();
      for (const host of ['localhost', 'localhost..', 'LOCALHOST.', 'feeds.localhost...']) {
        await refused(
          gateway,
          `http://${host}:${setup.trap.port}/`,
          /resolves to a private, loopback or reserved address/,
        );
      }
      expect(setup.trap.hits).toEqual([]);
    });

    it('a redirect into any of them, including the fake feeds’ own redirect to loopback', async () => {
      const gateway = await app();
      await refused(gateway, feedUrl('redirect-loopback'), /private, loopback or reserved address/);
      for (const target of inside(setup.trap.port))
        await refused(
          gateway,
          feedUrl(`redirect?to=${encodeURIComponent(target)}`),
          /private, loopback or reserved address/,
        );
      await refused(
        gateway,
        feedUrl(`redirect?to=${encodeURIComponent(`http://localhost:${setup.trap.port}/`)}`),
        /resolves to a private/,
      );
      await refused(
        gateway,
        feedUrl(`redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
        /http:\/\/ or https:\/\//,
      );
      expect(setup.trap.hits).toEqual([]);
      // Only the redirects themselves were asked of the fake.
      expect((await setup.fake.requests()).every((request) => request.status === 302)).toBe(true);
    });

    it('the test address itself once the test-only switch is off', async () => {
      const gateway = await app({ FEED_TEST_LOOPBACK_ADDRESS: '' });
      await refused(gateway, feedUrl('rss.xml'), /private, loopback or reserved address/);
      expect(await setup.fake.requests()).toEqual([]);
    });

    it('hosts outside FEED_ALLOWED_HOSTS, redirects included', async () => {
      const gateway = await app({ FEED_ALLOWED_HOSTS: `${FEED_HOST}, *.example.org` });
      expect((await get(gateway, feedUrl('rss.xml'))).statusCode).toBe(200);
      await refused(gateway, 'https://news.example.com/rss', /not among the allowed feed hosts/);
      await refused(
        gateway,
        feedUrl(`redirect?to=${encodeURIComponent('https://news.example.com/rss')}`),
        /not among the allowed feed hosts/,
      );
    });

    it.each([
      ['', /url is required/],
      ['not a url', /absolute http/],
      ['ftp://example.com/feed.xml', /http:\/\/ or https:\/\//],
      ['javascript:alert(1)', /http:\/\/ or https:\/\//],
      ['file:///etc/passwd', /http:\/\/ or https:\/\//],
      ['http://user:secret@example.com/feed', /user name or password/],
      ['http://news..example.com/feed', /must name a valid host/],
      [`https://example.com/${'a'.repeat(2100)}`, /at most 2048 characters/],
    ])('a bad url %#', async (url, message) => {
      await refused(await app(), url, message);
    });

    it('the test-only switch in production, or naming anything but a loopback address', () => {
      expect(() => testConfig({ NODE_ENV: 'production', FEED_TEST_LOOPBACK_ADDRESS: '127.0.0.1' })).toThrow(
        /FEED_TEST_LOOPBACK_ADDRESS.*must not be set in production/s,
      );
      expect(() => testConfig({ FEED_TEST_LOOPBACK_ADDRESS: '10.0.0.1' })).toThrow(/FEED_TEST_LOOPBACK_ADDRESS/);
      expect(testConfig({ FEED_ALLOWED_HOSTS: 'news.google.com, *.example.org' }).providers.feed.allowedHosts).toEqual([
        'news.google.com',
        '*.example.org',
      ]);
      // Compared with URL hosts whose trailing dots are gone.
      expect(
        testConfig({ FEED_ALLOWED_HOSTS: 'News.Google.com.., *.example.org.' }).providers.feed.allowedHosts,
      ).toEqual(['news.google.com', '*.example.org']);
    });

    it('without a url parameter', async () => {
      const response = await (await app()).inject({ method: 'GET', url: '/api/feed' });
      expect(response.statusCode).toBe(400);
    });
  });
});
