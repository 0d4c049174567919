import { PageImportInput } from '@civicbrief/contracts';
import { openDatabase, type DatabaseHandle } from '@civicbrief/gateway-db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrationsFolder, openTestDatabase, testConfig } from '../test/databases';
import { sleep, until } from '../test/waiting';

// Two gateways on one PostgreSQL (decision 044): a content write through one drops the other's read cache and page
// cache within the notification's round trip (the pages table's trigger and LISTEN), not after their TTLs.
// PGlite serves one process, which drops its own caches on its own writes: there is no second gateway to tell.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const pageCacheOf = (app: FastifyInstance) => {
  if (!app.pageCache) throw new Error('the page cache is on in these gateways');
  return app.pageCache;
};

const SLUG = 'ca/santa-clara-county/saratoga/articles/shared-caches';
const write = (title: string) => ({ ...PageImportInput.parse({ title, slug: SLUG, tags: ['article'] }), body: title });

describePostgres('a content write through one gateway, on PostgreSQL', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let writer: FastifyInstance;
  let reader: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    // The second gateway's own connections to the same schema, as another process would have.
    second = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgliteDir: 'memory://',
      migrationsFolder,
      schema: database.schema,
    });
    // Both keep published reads 30 s and pages in their front door's cache, as in production.
    const config = testConfig({ CONTENT_CACHE_TTL_MS: '30000', PAGE_CACHE: 'on' });
    [writer, reader] = await Promise.all([
      buildApp({ config, database, migrationsFolder, logger: false }),
      buildApp({ config, database: second, migrationsFolder, logger: false }),
    ]);
    await Promise.all([writer.ready(), reader.ready()]);
  });
  afterAll(async () => {
    await Promise.all([writer?.close(), reader?.close()]);
    await second?.close();
    await database?.close();
  });

  it("drops the other gateway's read and page caches within 2 s", async () => {
    await writer.pages.upsertBySlug(write('First title'));
    expect((await reader.pages.findBySlug(SLUG))?.title).toBe('First title');
    const purge = jest.spyOn(pageCacheOf(reader), 'purge');

    await writer.pages.upsertBySlug(write('Second title'));
    await until(async () => (await reader.pages.findBySlug(SLUG))?.title === 'Second title');
    expect(purge).toHaveBeenCalled();
  });

  it('leaves the caches alone when nothing changed', async () => {
    await writer.pages.upsertBySlug(write('Same title'));
    await sleep(200);
    const purge = jest.spyOn(pageCacheOf(reader), 'purge');
    purge.mockClear();
    expect(await writer.pages.upsertBySlug(write('Same title'))).toBe('unchanged');
    await sleep(300);
    expect(purge).not.toHaveBeenCalled();
  });

  it("does not drop the writer's caches a second time when its own write's notification arrives", async () => {
    await writer.pages.upsertBySlug(write('Own write'));
    const purge = jest.spyOn(pageCacheOf(writer), 'purge');
    purge.mockClear();
    await writer.pages.upsertBySlug(write('Own write, edited'));
    expect(purge).toHaveBeenCalledTimes(1);
    await sleep(300);
    expect(purge).toHaveBeenCalledTimes(1);
  });
});
