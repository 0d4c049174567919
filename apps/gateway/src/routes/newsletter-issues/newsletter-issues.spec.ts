import { PageImportInput } from '@civicbrief/contracts';
import { composeDueIssues } from '../../newsletter/digest/issues';
import { gatewayTest, testApp } from '../../test/gateway-test';

const saratoga = 'ca/santa-clara-county/saratoga';

describe('GET /api/newsletter/issues', () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database);
    for (const [slug, tags, publishedAt] of [
      [saratoga, ['city'], '2024-01-01'],
      [`${saratoga}/summary/city-council-meeting-summary-2026-11-10`, ['meeting-summary'], '2026-11-12T10:00:00Z'],
    ] as const)
      await app.pages.upsertBySlug(PageImportInput.parse({ slug, title: slug, tags: [...tags], publishedAt }));
    await composeDueIssues(database.db, new Date('2026-11-29T06:00:00Z'));
    return { app };
  });
  const get = (url: string) => setup.app.inject({ method: 'GET', url });

  it("lists a city's issues and answers one, cacheable", async () => {
    const list = await get(`/api/newsletter/issues/${saratoga}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ citySlug: saratoga, issues: [{ date: '2026-11-29', items: 1 }] });
    expect(list.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
    const issue = await get(`/api/newsletter/issues/${saratoga}/2026-11-29`);
    expect(issue.statusCode).toBe(200);
    expect(issue.json()).toMatchObject({ cityName: 'Saratoga', date: '2026-11-29' });
  });

  it("lists every city's issues in one call, for the sitemap", async () => {
    await composeDueIssues(setup.app.db, new Date('2026-11-30T06:00:00Z')); // nothing new: no issue that day
    const index = await get('/api/newsletter/issues');
    expect([index.statusCode, index.json()]).toEqual([200, { issues: [{ citySlug: saratoga, date: '2026-11-29' }] }]);
    expect(index.headers['cache-control']).toMatch(/^public, /);
  });

  it('answers 404 for an unknown city, a day without an issue, and anything else under the path', async () => {
    for (const url of [
      `/api/newsletter/issues/ca/santa-clara-county/atlantis`,
      `/api/newsletter/issues/${saratoga}/2026-11-28`,
      `/api/newsletter/issues/${saratoga}/2026-02-30`,
      `/api/newsletter/issues/${saratoga}/yesterday`,
      `/api/newsletter/issues/${saratoga}/2026-11-29/extra`,
      `/api/newsletter/issues/ca/santa-clara-county`,
      `/api/newsletter/issues/ca/SANTA_CLARA/saratoga`,
      `/api/newsletter/issues/${'a'.repeat(500)}/b/c`,
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
