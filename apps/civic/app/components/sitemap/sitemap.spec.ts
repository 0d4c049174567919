import { cities, countyPlaces } from '@civicbrief/locations';
import { resolveUpstream } from '@civicbrief/contracts';
import {
  AI_POLICY_SITEMAP_PATHS,
  CIVIC_SITEMAP_PATHS,
  CONTENT_SITEMAP_TAGS,
  directoryPaths,
  fixedPathOwners,
  fixedPaths,
  MARKETING_SITEMAP_PATHS,
  rootSitemap,
  sitemapPart,
  sitemapParts,
} from './sitemap';

const origin = 'https://civicbrief.example';
const paths = ['/a', '/b', '/c', '/d', '/e'];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('directoryPaths', () => {
  it('lists every covered state, county page and city once', () => {
    const all = directoryPaths();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('/california');
    expect(all).toContain('/ia/dallas-madison-polk-warren-county');
    expect(all).toContain('/ca/santa-clara-county/saratoga');
    expect(all).not.toContain('/alaska-is-not-covered');
    expect(all.length).toBe(35 + countyPlaces().length + cities.length);
  });
});

describe('fixedPaths', () => {
  it('lists the marketing pages, the AI policy page, civic pages and the four voter guide indexes, once each', () => {
    const all = fixedPaths();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/real-estate', '/terms-of-service', '/privacy-policy']),
    );
    expect(all).toEqual(
      expect.arrayContaining(['/ai-policy-resources', '/resources', '/municipal-code', '/request-a-city']),
    );
    expect(all).toEqual(
      expect.arrayContaining([
        '/presidential-election',
        '/state-level-elections',
        '/county-level-elections',
        '/city-level-elections',
      ]),
    );
    expect(all).not.toContain('/subscription-center');
  });

  it('names each page under the app the front door sends it to', () => {
    const owners = new Map(fixedPathOwners());
    for (const path of MARKETING_SITEMAP_PATHS) expect([path, owners.get(path)]).toEqual([path, 'marketing']);
    for (const path of AI_POLICY_SITEMAP_PATHS) expect([path, owners.get(path)]).toEqual([path, 'ai-policy']);
    for (const path of CIVIC_SITEMAP_PATHS) expect([path, owners.get(path)]).toEqual([path, 'civic']);
  });
});

describe('CONTENT_SITEMAP_TAGS', () => {
  it('lists the AI policy guides, whose slug ai-policy-resources/{guide} is a page of the ai-policy app', () => {
    expect(CONTENT_SITEMAP_TAGS).toContain('policy-guide');
    expect(resolveUpstream('/ai-policy-resources/buying-ai-tools')).toBe('ai-policy');
  });
});

describe('sitemap splitting', () => {
  it('writes one urlset of absolute URLs while under the limit', () => {
    const xml = rootSitemap(origin, paths, 5);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(paths.map((path) => origin + path));
    expect(sitemapPart(origin, paths, 1, 5)).toBeNull();
  });

  it('writes an index of parts past the limit, each part holding at most the limit', () => {
    expect(sitemapParts(5, 2)).toBe(3);
    const index = rootSitemap(origin, paths, 2);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${origin}/sitemaps/sitemap-${n}.xml`));
    expect(locs(sitemapPart(origin, paths, 1, 2) ?? '')).toEqual([`${origin}/a`, `${origin}/b`]);
    expect(locs(sitemapPart(origin, paths, 3, 2) ?? '')).toEqual([`${origin}/e`]);
    expect(sitemapPart(origin, paths, 4, 2)).toBeNull();
    expect(sitemapPart(origin, paths, 0, 2)).toBeNull();
  });

  it('escapes XML in URLs', () => {
    expect(rootSitemap(origin, ['/a?x=1&y=<2>'])).toContain(`<loc>${origin}/a?x=1&amp;y=&lt;2&gt;</loc>`);
  });
});
