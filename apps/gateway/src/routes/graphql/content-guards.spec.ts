import { createPagesRepository } from '../../content/pages-repository';
import { loadContentFixtures, saratoga } from '../../test/content-fixtures';
import { testDrivers } from '../../test/databases';
import { graphql } from '../../test/graphql';
import { gatewayTest, testApp } from '../../test/gateway-test';

const secret = 'preview-secret-for-tests';
const Summaries = `query($preview: Boolean, $citySlug: String!, $skip: Int, $limit: Int) {
  pageCollection(preview: $preview, where: { slug_contains: $citySlug }, skip: $skip, limit: $limit) { total items { slug status } }
}`;
const DraftPage = `query($slug: String!, $preview: Boolean) { page(slug: $slug, preview: $preview) { slug status } }`;
const draftSlug = `${saratoga}/summary/city-council-meeting-summary-2025-07-08`;

describe.each(testDrivers)('content API guards on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadContentFixtures(createPagesRepository(database.db));
    return { app: await testApp(database, { PREVIEW_SECRET: secret }), appWithoutSecret: await testApp(database) };
  });

  describe('preview', () => {
    const forbidden = { message: 'Preview requires the preview secret', extensions: { code: 'FORBIDDEN' } };
    const variables = { preview: true, citySlug: `${saratoga}/summary/city-council-meeting-summary` };

    it('is refused without the secret, with a wrong one, and when no secret is configured', async () => {
      for (const [target, headers] of [
        [setup.app, {}],
        [setup.app, { 'x-preview-secret': 'guess' }],
        [setup.appWithoutSecret, { 'x-preview-secret': secret }],
      ] as const) {
        const answer = await graphql(target, Summaries, variables, headers);
        expect(answer.data).toBeNull();
        expect(answer.errors).toEqual([expect.objectContaining(forbidden)]);
        const page = await graphql(target, DraftPage, { slug: draftSlug, preview: true }, headers);
        expect(page.errors).toEqual([expect.objectContaining(forbidden)]);
      }
    });

    it('shows drafts with the right secret, and never without preview', async () => {
      const headers = { 'x-preview-secret': secret };
      const previewed = await graphql(setup.app, Summaries, variables, headers);
      expect(previewed.data?.pageCollection.total).toBe(7);
      // Undated drafts sort after dated pages.
      expect(previewed.data?.pageCollection.items[6]).toEqual({ slug: draftSlug, status: 'draft' });
      expect((await graphql(setup.app, DraftPage, { slug: draftSlug, preview: true }, headers)).data).toEqual({
        page: { slug: draftSlug, status: 'draft' },
      });

      const published = await graphql(setup.app, Summaries, { ...variables, preview: false }, headers);
      expect(published.data?.pageCollection.total).toBe(6);
      expect((await graphql(setup.app, DraftPage, { slug: draftSlug }, headers)).data).toEqual({ page: null });
    });
  });

  describe('limits', () => {
    it('refuses a limit above 1000 or a negative skip with a clear message', async () => {
      const tooMany = await graphql(setup.app, Summaries, { citySlug: 'x', limit: 1001 });
      expect(tooMany.errors).toEqual([
        expect.objectContaining({
          message: 'limit must be between 0 and 1000',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
      const negative = await graphql(setup.app, Summaries, { citySlug: 'x', skip: -4 });
      expect(negative.errors?.[0].message).toBe('skip must be 0 or more');
    });

    it('checks every request against its own variables, also for a document it has validated before', async () => {
      // The first request puts the document in the parsed-and-validated cache; the bounds still apply to the next.
      expect((await graphql(setup.app, Summaries, { citySlug: 'x', limit: 10 })).errors).toBeUndefined();
      const tooMany = await graphql(setup.app, Summaries, { citySlug: 'x', limit: 1001 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.errors).toEqual([
        expect.objectContaining({
          message: 'limit must be between 0 and 1000',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
      expect((await graphql(setup.app, Summaries, { citySlug: 'x', limit: 10 })).errors).toBeUndefined();
    });

    it('refuses documents nested deeper than the depth limit', async () => {
      // The content schema is five levels deep at most; only introspection, allowed in development alone, goes deeper.
      const deepest = '{ pageCollection { items { metaConfiguration { keywords { content } } } } }';
      expect((await graphql(setup.app, deepest)).errors).toBeUndefined();
      const development = await testApp(setup.database, {
        NODE_ENV: 'development',
        OUTBOX_WORKER: 'off',
        CONTENT_CACHE_TTL_MS: '0',
      });
      try {
        const answer = await graphql(
          development,
          'query Deep { __schema { types { fields { type { ofType { ofType { name } } } } } } }',
        );
        expect(answer.statusCode).toBe(400);
        expect(answer.errors?.[0].message).toBe('`Deep query depth (7) exceeds the query depth limit of 6`');
        expect((await graphql(development, '{ __schema { queryType { name } } }')).data).toEqual({
          __schema: { queryType: { name: 'Query' } },
        });
        expect(development.hasRoute({ method: 'GET', url: '/graphiql' })).toBe(true);
      } finally {
        await development.close();
      }
    });

    it('refuses too many root fields and too many pages in one request', async () => {
      const fields = Array.from({ length: 11 }, (_, index) => `p${index}: page(slug: "x") { id }`).join(' ');
      const wide = await graphql(setup.app, `{ ${fields} }`);
      expect(wide.statusCode).toBe(400);
      expect(wide.errors?.[0].message).toBe(
        'This query has 11 root fields; the content API accepts at most 10 per request',
      );

      const greedy = await graphql(
        setup.app,
        'query($limit: Int) { a: pageCollection(limit: 1000) { total } b: pageCollection(limit: $limit) { total } }',
        { limit: 1000 },
      );
      expect(greedy.errors).toBeUndefined();
      const tooGreedy = await graphql(
        setup.app,
        'query($limit: Int = 1000) { a: pageCollection(limit: 1000) { total } b: pageCollection(limit: $limit) { total } c: page(slug: "x") { id } }',
      );
      expect(tooGreedy.errors?.[0].message).toBe(
        'This query asks for up to 2001 pages; the content API returns at most 2000 per request',
      );
    });
  });

  describe('errors', () => {
    it('never show SQL or a stack: a failing query answers "Something went wrong"', async () => {
      const list = jest
        .spyOn(setup.app.pages, 'list')
        .mockRejectedValueOnce(new Error('select "slug" from "pages" where "slug" ilike $1 -- saratoga'));
      try {
        const answer = await graphql(setup.app, Summaries, { citySlug: 'saratoga' });
        expect(answer.errors).toEqual([
          expect.objectContaining({ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
        ]);
        expect(answer.body).not.toMatch(/select|pages|slug_contains|stack|at /i);
      } finally {
        list.mockRestore();
      }
    });

    it('refuse a NUL character, which no PostgreSQL text may hold, as bad input', async () => {
      // Escaped in the document, so the request body itself holds no NUL (the gateway refuses such bodies earlier).
      const answer = await graphql(
        setup.app,
        '{ pageCollection(where: { slug_contains: "sara\\u0000toga" }) { total } }',
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'slug_contains must not contain a NUL character',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    });

    it('explain a bad DateTime', async () => {
      const answer = await graphql(
        setup.app,
        'query($from: DateTime) { pageCollection(where: { firstPublishedAt_gte: $from }) { total } }',
        { from: 'someday' },
      );
      expect(answer.errors?.[0].message).toContain('DateTime must be an ISO 8601 date string');
    });
  });
});
