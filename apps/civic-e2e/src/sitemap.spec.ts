import { expect, test } from '@civicbrief/e2e-support';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

test('the sitemap lists every kind of public page, and each kind answers 200', async ({ request }) => {
  // The first request lists every content slug from the content API (cached after), then 14 pages render.
  test.setTimeout(120_000);
  const started = Date.now();
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  console.log(`sitemap.xml: ${xml.length} bytes in ${Date.now() - started} ms`);
  // Under 50,000 URLs it is one urlset; past it, an index of parts (both bounded by the protocol's limit).
  const paths = xml.includes('<sitemapindex')
    ? (await Promise.all(locs(xml).map(async (part) => locs(await (await request.get(part)).text())))).flat()
    : locs(xml);
  expect(new Set(paths).size).toBe(paths.length);

  for (const fixed of [
    '/',
    '/about',
    '/contact',
    '/real-estate',
    '/privacy-policy',
    '/terms-of-service',
    '/ai-policy-resources',
    '/presidential-election',
    '/state-level-elections',
    '/county-level-elections',
    '/city-level-elections',
    '/california',
    '/ca/santa-clara-county',
    '/ca/santa-clara-county/saratoga',
  ]) {
    expect(paths, fixed).toContain(fixed);
  }
  const kinds: [string, RegExp][] = [
    ['meeting summary', /\/summary\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/],
    ['agenda', /\/agenda\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/],
    [
      'voter guide race',
      /^\/(presidential-election|state-level-elections|county-level-elections|city-level-elections)\/[a-z0-9-]+-race$/,
    ],
    [
      'candidate guide',
      /^\/(presidential-election|state-level-elections|county-level-elections|city-level-elections)\/[a-z0-9-]+-race\/[a-z0-9-]+$/,
    ],
    ['AI policy guide', /^\/ai-policy-resources\/[a-z0-9-]+$/],
  ];
  const samples = [
    ...kinds.map(([kind, pattern]) => {
      const found = paths.find((path) => pattern.test(path));
      expect(found, `a ${kind} page in the sitemap`).toBeTruthy();
      return found as string;
    }),
    '/',
    '/about',
    '/ai-policy-resources',
    '/city-level-elections',
    '/resources',
    '/municipal-code',
    '/request-a-city',
    '/city-search',
    '/subscribe',
    '/onboarding',
  ];
  for (const path of samples) {
    expect(paths, path).toContain(path);
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(paths).not.toContain('/dashboard');
  expect(paths.some((path) => path.startsWith('/preview'))).toBe(false);
});
