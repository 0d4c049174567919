import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { migrationsFolder, openTestDatabase, testConfig } from '../../test/databases';
import { startFakeApp, type FakeApp } from '../../test/fake-app';

const SHARED = { 'cache-control': 'public, max-age=60, s-maxage=60' };

// With AI_POLICY_HOST (decision 031) two sites share the front door and its page cache: each keeps its own pages.
describe('the page cache with an AI-policy host', () => {
  let apps: FakeApp[];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  const get = (url: string, host: string) =>
    app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    const [civic, marketing, aiPolicy] = await Promise.all(
      ['civic', 'marketing', 'ai-policy'].map((name) => startFakeApp(name, SHARED)),
    );
    apps = [civic, marketing, aiPolicy];
    database = await openTestDatabase('pglite');
    const config = testConfig({
      CIVIC_URL: civic.url,
      MARKETING_URL: marketing.url,
      AI_POLICY_URL: aiPolicy.url,
      AI_POLICY_HOST: 'ai.civicbrief.test',
      SITE_ORIGIN: 'https://www.civicbrief.test',
      PAGE_CACHE: 'on',
    });
    app = await buildApp({ config, database, migrationsFolder, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([...(apps ?? []).map((fake) => fake.close()), database?.close()]);
  });

  it.each(['/', '/robots.txt', '/sitemap.xml'])(
    'never answers %s on one host with the page cached for the other',
    async (url) => {
      app.pageCache?.purge();
      const ai = await get(url, 'ai.civicbrief.test');
      const main = await get(url, 'www.civicbrief.test');
      expect(ai.body).toBe('<h1>ai-policy</h1>');
      expect(main.body).not.toBe('<h1>ai-policy</h1>');
      // The other order, and each host's second visit from its own entry.
      const mainAgain = await get(url, 'www.civicbrief.test');
      const aiAgain = await get(url, 'AI.civicbrief.test.');
      expect([mainAgain.headers['x-cache'], mainAgain.body]).toEqual(['HIT', main.body]);
      expect([aiAgain.headers['x-cache'], aiAgain.body]).toEqual(['HIT', '<h1>ai-policy</h1>']);
    },
  );

  it('keeps one copy for every other host name, so a made-up Host cannot multiply the entries', async () => {
    app.pageCache?.purge();
    for (const host of ['www.civicbrief.test', 'a.example', 'b.example', 'localhost:3000']) await get('/about', host);
    expect(app.pageCache?.size).toBe(1);
  });
});
