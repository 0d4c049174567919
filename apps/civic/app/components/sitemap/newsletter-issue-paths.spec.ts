/** @jest-environment node */
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { cities, cityPath, parseCityPath, type City } from '@civicbrief/locations';
import { fetchIssuePaths, ISSUE_LISTS_AT_ONCE, newsletterIssuePaths } from './newsletter-issue-paths.server';
import { sitemapPaths, SITEMAP_SOURCES } from './sitemap-response.server';

const SARATOGA = 'ca/santa-clara-county/saratoga';
const saratoga = parseCityPath(SARATOGA) as City;
const list = (citySlug: string, dates: string[]) => ({
  citySlug,
  issues: dates.map((date) => ({ date, items: 2 })),
});

describe('the newsletter issues in the sitemap', () => {
  it("lists each city's newsletter page and its issues, newest first, in the catalogue's order; none for a city without", async () => {
    const [first, second, third] = cities as [City, City, City];
    const paths = await fetchIssuePaths(
      async (slug) =>
        slug === first.slug
          ? list(slug, ['2026-11-24', '2026-11-17'])
          : slug === third.slug
            ? list(slug, ['2026-11-24'])
            : slug === second.slug
              ? null
              : list(slug, []),
      [first, second, third],
    );
    expect(paths).toEqual([
      `${cityPath(first)}/newsletter`,
      `${cityPath(first)}/newsletter/2026-11-24`,
      `${cityPath(first)}/newsletter/2026-11-17`,
      `${cityPath(third)}/newsletter`,
      `${cityPath(third)}/newsletter/2026-11-24`,
    ]);
  });

  it(`asks the gateway for ${ISSUE_LISTS_AT_ONCE} cities at a time at most, and fails when one call fails`, async () => {
    let open = 0;
    let most = 0;
    const slow = async (slug: string) => {
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open--;
      return list(slug, []);
    };
    expect(await fetchIssuePaths(slow, cities.slice(0, 40))).toEqual([]);
    expect(most).toBe(ISSUE_LISTS_AT_ONCE);

    const failing = async (slug: string) => {
      if (slug === cities[5]?.slug) throw new Error('gateway down');
      return list(slug, []);
    };
    await expect(fetchIssuePaths(failing, cities.slice(0, 10))).rejects.toThrow('gateway down');
  });

  describe('from the gateway', () => {
    const gateway = fakeGatewayForSuite();

    it("asks every catalogue city's list as this server, once for a few minutes, after the content pages", async () => {
      gateway.answer(`GET /api/newsletter/issues/${SARATOGA}`, {
        status: 200,
        body: list(SARATOGA, ['2026-11-24', '2026-11-17']),
      });
      const now = Date.now();
      const paths = await newsletterIssuePaths(now);
      expect(paths).toEqual([
        `${cityPath(saratoga)}/newsletter`,
        `${cityPath(saratoga)}/newsletter/2026-11-24`,
        `${cityPath(saratoga)}/newsletter/2026-11-17`,
      ]);
      // Every other city answers the fake's 404: none.
      expect(gateway.received).toHaveLength(cities.length);
      expect(gateway.received.every(({ headers }) => headers['x-forwarded-for'] === undefined)).toBe(true);
      await newsletterIssuePaths(now + 60_000);
      expect(gateway.received).toHaveLength(cities.length);

      const sources = SITEMAP_SOURCES.map((source) => source.name);
      expect(sources.at(-1)).toBe('newsletter issues');
      const issues = SITEMAP_SOURCES.find((source) => source.name === 'newsletter issues');
      expect(await sitemapPaths(issues ? [issues] : [])).toEqual(paths);
    });
  });
});
