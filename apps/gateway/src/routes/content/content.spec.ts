import { ContentExtraResult, ErrorResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createPagesRepository } from '../../content/pages-repository';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { loadContentFixtures } from '../../test/content-fixtures';
import { migrationsFolder, openTestDatabase, testConfig, testDrivers } from '../../test/databases';

describe.each(testDrivers)('GET /api/content/extra on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const repository = createPagesRepository(database.db);
    await loadContentFixtures(repository);
    await repository.upsertBySlug({
      slug: 'drafts/guide',
      title: 'Draft guide',
      tags: [],
      keywords: [],
      domain: 'gov',
      status: 'draft',
      blocks: [],
      body: 'Not yet',
    });
    app = await buildApp({ config: testConfig({ PREVIEW_SECRET: 'shh' }), database, migrationsFolder, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers a guide's markdown as props.content", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/extra?slug=voter-guide/saratoga-city-council-race' });
    expect(response.statusCode).toBe(200);
    expect(ContentExtraResult.parse(response.json())).toEqual({ props: { content: '##### Housing\n###### Plans\nText' } });
  });

  it('answers an empty text for a page without extra content', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/extra?slug=voter-guide/saratoga-mayor-race' });
    expect(response.json()).toEqual({ props: { content: '' } });
  });

  it('is a 400 ErrorResult without a slug', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/extra' });
    expect(response.statusCode).toBe(400);
    expect(ErrorResult.parse(response.json())).toMatchObject({ statusCode: 400, error: 'Bad Request', fieldErrors: { slug: ['slug is required'] } });
  });

  it('is a 404 for an unknown slug, and for a draft without the preview secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/extra?slug=no-such-guide' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No page with slug no-such-guide' });

    expect((await app.inject({ method: 'GET', url: '/api/content/extra?slug=drafts/guide' })).statusCode).toBe(404);
    const previewed = await app.inject({ method: 'GET', url: '/api/content/extra?slug=drafts/guide', headers: { 'x-preview-secret': 'shh' } });
    expect(previewed.json()).toEqual({ props: { content: 'Not yet' } });
  });
});
