/** @jest-environment node */
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { cities, cityPath, parseCityPath, type City } from '@civicbrief/locations';
import { issuePathsOf, newsletterIssuePaths } from './newsletter-issue-paths.server';
import { sitemapPaths, SITEMAP_SOURCES } from './sitemap-response.server';

const SARATOGA = 'ca/santa-clara-county/saratoga';
const saratoga = parseCityPath(SARATOGA) as City;

describe('the newsletter issues in the sitemap', () => {
  it("lists each city's newsletter page and its issues, newest first, in the catalogue's order; none for a city without", () => {
    const [first, second, third] = cities as [City, City, City];
    const index = {
      issues: [
        { citySlug: third.slug, date: '2026-11-24' },
        { citySlug: first.slug, date: '2026-11-24' },
        { citySlug: first.slug, date: '2026-11-17' },
        // Neither a city of the catalogue nor a day: left out.
        { citySlug: 'zz/nowhere-county/atlantis', date: '2026-11-24' },
        { citySlug: second.slug, date: '2026-02-30' },
      ],
    };
    expect(issuePathsOf(index, [first, second, third])).toEqual([
      `${cityPath(first)}/newsletter`,
      `${cityPath(first)}/newsletter/2026-11-24`,
      `${cityPath(first)}/newsletter/2026-11-17`,
      `${cityPath(third)}/newsletter`,
      `${cityPath(third)}/newsletter/2026-11-24`,
    ]);
  });

  describe('from the gateway', () => {
    const gateway = fakeGatewayForSuite();

    it('asks the gateway once, as this server, for a few minutes, after the content pages; a failure is not kept', async () => {
      gateway.answer('GET /api/newsletter/issues', { status: 500, body: { statusCode: 500, message: 'down' } });
      const now = Date.now();
      await expect(newsletterIssuePaths(now)).rejects.toThrow();

      gateway.answer('GET /api/newsletter/issues', {
        status: 200,
        body: {
          issues: [
            { citySlug: SARATOGA, date: '2026-11-24' },
            { citySlug: SARATOGA, date: '2026-11-17' },
          ],
        },
      });
      const paths = await newsletterIssuePaths(now + 1);
      expect(paths).toEqual([
        `${cityPath(saratoga)}/newsletter`,
        `${cityPath(saratoga)}/newsletter/2026-11-24`,
        `${cityPath(saratoga)}/newsletter/2026-11-17`,
      ]);
      expect(gateway.received).toHaveLength(2);
      expect(gateway.received.every(({ headers }) => headers['x-forwarded-for'] === undefined)).toBe(true);
      await newsletterIssuePaths(now + 60_000);
      expect(gateway.received).toHaveLength(2);

      const sources = SITEMAP_SOURCES.map((source) => source.name);
      expect(sources.at(-1)).toBe('newsletter issues');
      const issues = SITEMAP_SOURCES.find((source) => source.name === 'newsletter issues');
      expect(await sitemapPaths(issues ? [issues] : [])).toEqual(paths);
    });
  });
});
