import { freePort } from '@civicbrief/app-server/free-port';
import { PageImportInput } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../test/databases';
import { startFakeApp, type FakeApp } from '../../test/fake-app';
import { testApp } from '../../test/gateway-test';
import { startVarnish, varnishInstalled, type Varnish } from '../../test/varnish';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const saratoga = '/ca/santa-clara-county/saratoga';

// CI installs Varnish (tools/test/ensure-packages.mjs); elsewhere the spec needs Debian's varnish and varnish-modules.
const withVarnish = varnishInstalled() || process.env.CI ? describe : describe.skip;

/** Debian's Varnish with xkey in front of two gateways (decision 044): a content change drops the pages showing it. */
withVarnish('a shared cache in front of two gateways', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let site: FakeApp;
  let gateways: FastifyInstance[];
  let varnish: Varnish;

  const get = async (path: string) => {
    const response = await fetch(`${varnish.url}${path}`);
    await response.arrayBuffer();
    return response;
  };
  const cacheOf = async (path: string) => (await get(path)).headers.get('x-shared-cache');

  beforeAll(async () => {
    [database, site] = await Promise.all([
      openTestDatabase('pglite'),
      startFakeApp('site', { 'cache-control': SHARED, vary: 'Accept-Encoding' }),
    ]);
    const varnishPort = await freePort();
    const env = {
      CIVIC_URL: site.url,
      MARKETING_URL: site.url,
      AI_POLICY_URL: site.url,
      SHARED_CACHE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
    };
    gateways = await Promise.all([testApp(database, env), testApp(database, env)]);
    const urls = await Promise.all(gateways.map((gateway) => gateway.listen({ port: 0, host: '127.0.0.1' })));
    varnish = await startVarnish(urls, varnishPort);
  }, 30_000);

  afterAll(async () => {
    await varnish?.close();
    await Promise.all((gateways ?? []).map((gateway) => gateway.close()));
    await Promise.all([site?.close(), database?.close()]);
  });

  it('tags every shareable page with its keys, and keeps it', async () => {
    const page = await get(saratoga);
    expect(page.headers.get('surrogate-key')).toBe('site place:ca/santa-clara-county/saratoga');
    expect(page.headers.get('cache-tag')).toBe('site,place:ca/santa-clara-county/saratoga');
    expect(page.headers.get('x-shared-cache')).toBe('MISS');
    expect(await cacheOf(saratoga)).toBe('HIT');
  });

  it('drops exactly the pages a content change shows on when one gateway writes it', async () => {
    const showIt = [saratoga, `${saratoga}/summary/city-council-2026-11-24`, '/ca/santa-clara-county', '/california'];
    const others = ['/ca/santa-clara-county/palo-alto', '/tx/travis-county/austin', '/about'];
    const listings = ['/search?q=budget'];
    const all = [...showIt, ...others, ...listings];
    for (const path of all) await get(path);
    expect(await Promise.all(all.map(cacheOf))).toEqual(all.map(() => 'HIT'));

    const [writer] = gateways;
    const write = PageImportInput.parse({
      slug: `${saratoga.slice(1)}/summary/city-council-2026-11-24`,
      title: 'City Council, November 24',
      tags: ['meeting-summary'],
      publishedAt: '2026-11-24',
    });
    expect(await writer.pages.upsertBySlug(write)).toBe('created');
    await writer.sharedCachePurge?.flush();

    expect(Object.fromEntries(await Promise.all(all.map(async (path) => [path, await cacheOf(path)])))).toEqual({
      ...Object.fromEntries(showIt.map((path) => [path, 'MISS'])),
      ...Object.fromEntries(others.map((path) => [path, 'HIT'])),
      ...Object.fromEntries(listings.map((path) => [path, 'MISS'])),
    });
  });

  it('lets only the gateways purge', async () => {
    // From loopback (the test) a PURGE is allowed; without keys it is refused rather than purging everything.
    const refused = await fetch(`${varnish.url}/`, { method: 'PURGE' });
    expect(refused.status).toBe(400);
  });
});
