import { FeedResult, ProviderErrorResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_MAX_READS } from '../../providers/feed/feed-provider';
import { bigFeed, quadraticFeed, smallFeed } from '../../providers/feed/test-feeds';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';

/**
 * GET /api/feed under feeds that cost CPU (decision 025, update on parse CPU): parses run in worker threads, so
 * the gateway keeps answering; uncached reads are capped and one more is refused at once. The feeds come from a
 * server on 127.0.0.2, the one loopback address FEED_TEST_LOOPBACK_ADDRESS opens.
 */
const FEED_HOST = '127.0.0.2';

interface FeedServer {
  url: string;
  /** Paths asked, in order. */
  asked: string[];
  /** Answers whose body has been handed to the socket, by path. */
  sent: Set<string>;
  /** /hold/* requests waiting for release(). */
  held: ServerResponse[];
  release(): void;
  close(): Promise<void>;
}

async function startFeedServer(): Promise<FeedServer> {
  const big = bigFeed();
  const quadratic = quadraticFeed();
  const asked: string[] = [];
  const sent = new Set<string>();
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    response.on('finish', () => sent.add(path));
    response.setHeader('content-type', 'application/rss+xml');
    if (path.startsWith('/hold/')) held.push(response);
    else response.end(path.startsWith('/big/') ? big : path === '/quadratic.xml' ? quadratic : smallFeed);
  });
  await new Promise<void>((done) => server.listen(0, FEED_HOST, done));
  return {
    url: `http://${FEED_HOST}:${(server.address() as AddressInfo).port}`,
    asked,
    sent,
    held,
    release: () => held.splice(0).forEach((response) => response.end(smallFeed)),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe('GET /api/feed under costly feeds', () => {
  const setup = gatewayTest(testDrivers[0], async () => ({ feeds: await startFeedServer() }));
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string>) => {
    const built = await testApp(setup.database, {
      FEED_TEST_LOOPBACK_ADDRESS: FEED_HOST,
      PROVIDER_RATE_LIMIT: '100000',
      PROVIDER_RETRY_DELAY_MS: '5',
      ...env,
    });
    apps.push(built);
    return built;
  };
  const get = (target: FastifyInstance, path: string) =>
    target.inject({ method: 'GET', url: `/api/feed?url=${encodeURIComponent(setup.feeds.url + path)}` });
  afterAll(async () => {
    setup.feeds.release();
    for (const built of apps) await built.close();
  });

  it('answers a 2 MB feed as its first 50 stories', async () => {
    const response = await get(await app({ PROVIDER_TIMEOUT_MS: '20000' }), '/big/1.xml');
    expect(response.statusCode).toBe(200);
    const { items } = FeedResult.parse(response.json());
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ title: 'Story 0', link: 'https://news.example.com/0', categories: ['City'] });
    expect(items[0].contentSnippet).toMatch(/^The council met on Tuesday & adopted the budget\./);
  });

  it('keeps answering other requests while a feed is parsed, and ends a parse that outlasts the call (502)', async () => {
    const gateway = await app({ PROVIDER_TIMEOUT_MS: '1500' });
    let settled = false;
    const feed = get(gateway, '/quadratic.xml').finally(() => (settled = true));
    while (!setup.feeds.sent.has('/quadratic.xml')) await new Promise((done) => setTimeout(done, 5));
    // The feed has been sent whole: from here on the gateway is parsing it (on this thread that took minutes).
    let answered = 0;
    while (!settled) {
      const health = await gateway.inject({ method: 'GET', url: '/healthz' });
      if (!settled && health.statusCode === 200) answered += 1;
      // inject() settles within microtasks: let timers and the parse thread's message in.
      await new Promise((done) => setImmediate(done));
    }
    expect(answered).toBeGreaterThan(20);
    const response = await feed;
    expect(response.statusCode).toBe(502);
    expect(ProviderErrorResult.parse(response.json()).code).toBe('PROVIDER_ERROR');
  });

  it(`reads at most ${FEED_MAX_READS} uncached feeds at once: one more is 503 at once and not fetched; a cached feed is served stale`, async () => {
    const gateway = await app({ PROVIDER_TIMEOUT_MS: '20000', FEED_CACHE_TTL_MS: '0', PROVIDER_STALE_MS: '600000' });
    expect((await get(gateway, '/cached.xml')).statusCode).toBe(200);
    const holding = Array.from({ length: FEED_MAX_READS }, (_, n) => get(gateway, `/hold/${n}.xml`));
    while (setup.feeds.held.length < FEED_MAX_READS) await new Promise((done) => setTimeout(done, 5));
    const asked = setup.feeds.asked.length;

    const refused = await get(gateway, '/another.xml');
    expect(refused.statusCode).toBe(503);
    expect(ProviderErrorResult.parse(refused.json())).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The news feed provider is unavailable; try again later.',
    });
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    const stale = await get(gateway, '/cached.xml');
    expect(stale.statusCode).toBe(200);
    expect(FeedResult.parse(stale.json()).source.stale).toBe(true);
    expect(setup.feeds.asked).toHaveLength(asked);

    setup.feeds.release();
    for (const response of await Promise.all(holding)) expect(response.statusCode).toBe(200);
    expect((await get(gateway, '/another.xml')).statusCode).toBe(200);
  });
});
