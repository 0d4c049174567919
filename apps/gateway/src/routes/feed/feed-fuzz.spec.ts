import { FeedResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { testDrivers } from '../../test/databases';
import { startFakeProviders } from '../../test/fake-providers';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { expectNoServerError, fuzzedQuery, fuzzRuns } from '../../test/intake-fuzz';

/**
 * GET /api/feed under random input while the fake feeds now and then fail, hang, answer nonsense or 20 MB:
 * never a 5xx but the documented 502/503, every answer of its contract. FEED_ALLOWED_HOSTS keeps random host
 * names from ever being looked up (tests never reach the internet); the fake listens on the one test address.
 */
const FEED_HOST = '127.0.0.2';
const RUNS = fuzzRuns(400);
const paths = [
  'rss.xml',
  'atom.xml',
  'search?q=Saratoga%2C%20CA',
  'script.xml',
  'malformed.xml',
  'xxe.xml',
  'slow.xml',
  'redirect-loopback',
  'redirect-chain?n=2',
  'redirect-chain?n=5',
  'missing',
  'huge.xml',
];
const inside = [
  'http://127.0.0.1/',
  'http://10.0.0.1/',
  'http://169.254.169.254/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://2130706433/',
  'http://0177.0.0.1/',
  'file:///etc/passwd',
  'javascript:alert(1)',
];

describe.each(testDrivers)('GET /api/feed under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const fake = await startFakeProviders(2000, FEED_HOST);
    const app: FastifyInstance = await testApp(database, {
      FEED_TEST_LOOPBACK_ADDRESS: FEED_HOST,
      FEED_ALLOWED_HOSTS: FEED_HOST,
      FEED_CACHE_TTL_MS: '0',
      PROVIDER_STALE_MS: '0',
      PROVIDER_TIMEOUT_MS: '200',
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_BREAKER_OPEN_MS: '200',
      PROVIDER_RATE_LIMIT: '1000000',
    });
    return { fake, app };
  });

  it(`never answers with a 5xx but the feed provider's documented ones (${RUNS} random requests)`, async () => {
    const fakeUrl = fc.constantFrom(...paths).map((path) => `${setup.fake.url}/feeds/${path}`);
    const url = fc.oneof(
      { arbitrary: fakeUrl, weight: 4 },
      { arbitrary: fc.constantFrom(...inside), weight: 2 },
      {
        arbitrary: fc
          .constantFrom(...inside)
          .map((to) => `${setup.fake.url}/feeds/redirect?to=${encodeURIComponent(to)}`),
        weight: 2,
      },
      { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 2 },
      { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
    );
    const query = url.chain((value) => fuzzedQuery(new URLSearchParams({ url: value }).toString(), ['url']));
    const mode = fc.constantFrom('ok', 'ok', 'ok', 'error', 'malformed', 'empty', 'slow') as fc.Arbitrary<
      'ok' | 'error' | 'malformed' | 'empty' | 'slow'
    >;
    let client = 0;
    await fc.assert(
      fc.asyncProperty(query, mode, async (randomQuery, feedMode) => {
        await setup.fake.mode('feeds', feedMode, 1);
        client += 1;
        const headers = { 'x-forwarded-for': `198.51.100.${client % 250}` };
        await expectNoServerError(
          setup.app,
          { method: 'GET', path: '/api/feed', query: randomQuery, headers, providerCall: true },
          FeedResult,
        );
      }),
      { numRuns: RUNS },
    );
  });
});
