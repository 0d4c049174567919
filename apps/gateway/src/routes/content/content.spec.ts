import { ContentExtraResult, ErrorResult } from '@civicbrief/contracts';
import { createPagesRepository } from '../../content/pages-repository';
import { loadContentFixtures } from '../../test/content-fixtures';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('GET /api/content/extra on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
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
    return { app: await testApp(database, { PREVIEW_SECRET: 'shh' }) };
  });

  it("answers a guide's markdown as props.content", async () => {
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/content/extra?slug=voter-guide/saratoga-city-council-race',
    });
    expect(response.statusCode).toBe(200);
    expect(ContentExtraResult.parse(response.json())).toEqual({
      props: { content: '##### Housing\n###### Plans\nText' },
    });
  });

  it('answers an empty text for a page without extra content', async () => {
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/content/extra?slug=voter-guide/saratoga-mayor-race',
    });
    expect(response.json()).toEqual({ props: { content: '' } });
  });

  it('is a 400 ErrorResult without a slug', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/content/extra' });
    expect(response.statusCode).toBe(400);
    expect(ErrorResult.parse(response.json())).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fieldErrors: { slug: ['slug is required'] },
    });
  });

  it('is a 404 for an unknown slug, and for a draft without the preview secret', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/content/extra?slug=no-such-guide' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No page with slug no-such-guide',
    });

    expect((await setup.app.inject({ method: 'GET', url: '/api/content/extra?slug=drafts/guide' })).statusCode).toBe(
      404,
    );
    const previewed = await setup.app.inject({
      method: 'GET',
      url: '/api/content/extra?slug=drafts/guide',
      headers: { 'x-preview-secret': 'shh' },
    });
    expect(previewed.json()).toEqual({ props: { content: 'Not yet' } });
  });
});
