/** @jest-environment node */
import { loader as citySearch } from '../routes/city-search';
import { loader as citiesCsv } from '../routes/cities[.]csv';
import { loader as exitPreview } from '../routes/preview_.exit';
import { loader as robots } from '../routes/robots[.]txt';
import { CACHE, contentCache, contentCacheHeaders, formRouteHeaders, loaderCacheHeaders } from './cache-policy.server';
import { xmlResponse } from '../components/sitemap/sitemap-response.server';
import { previewCookie } from '../components/preview/preview.server';

// The literal values are written out: a route's Cache-Control must not change when the module is edited.
const PAGE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';
const args = (url: string) => ({ request: new Request(url), params: {}, context: {} });
const cacheOf = (response: Response) => response.headers.get('Cache-Control');
type HeadersArgs = Parameters<typeof loaderCacheHeaders>[0];
const headersArgs = (loader: HeadersInit, action: HeadersInit = {}) =>
  ({
    loaderHeaders: new Headers(loader),
    actionHeaders: new Headers(action),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  }) as HeadersArgs;

describe('content pages', () => {
  it.each([
    [false, false, undefined, PAGE],
    [true, false, undefined, 'private, no-store'],
    [false, true, undefined, 'public, max-age=0, s-maxage=10, stale-while-revalidate=20'],
    [true, true, undefined, 'private, no-store'],
    [false, true, CACHE.private, 'private, no-store'],
  ] as const)('preview %s, failed %s, when failed %s -> %s', (preview, failed, whenFailed, expected) => {
    expect(contentCache(preview, failed, whenFailed)).toBe(expected);
  });

  it('reads preview from the signed cookie of the request', async () => {
    const cookie = (await previewCookie.serialize(true)).split(';')[0];
    const inPreview = new Request('http://site.test/ca', { headers: { cookie } });
    expect(await contentCacheHeaders(inPreview)).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(await contentCacheHeaders(new Request('http://site.test/ca'))).toEqual({ 'Cache-Control': PAGE });
    expect(await contentCacheHeaders(new Request('http://site.test/ca'), { failed: true })).toEqual({
      'Cache-Control': CACHE.degraded,
    });
  });
});

describe('route headers', () => {
  it('puts the loader Cache-Control on the document, and nothing when there is none', () => {
    expect(
      new Headers(loaderCacheHeaders(headersArgs({ 'Cache-Control': PAGE, 'X-Other': '1' }))).get('Cache-Control'),
    ).toBe(PAGE);
    expect([...new Headers(loaderCacheHeaders(headersArgs({ 'X-Other': '1' })))]).toEqual([]);
  });

  it("takes a form action's headers after a post, else the loader's", () => {
    const after = new Headers(
      formRouteHeaders(headersArgs({ 'Cache-Control': PAGE }, { 'Cache-Control': 'private, no-store' })),
    );
    expect(after.get('Cache-Control')).toBe('private, no-store');
    expect(new Headers(formRouteHeaders(headersArgs({ 'Cache-Control': PAGE }))).get('Cache-Control')).toBe(PAGE);
  });
});

describe('fixed answers keep their values', () => {
  it('city search, sitemaps, robots.txt, cities.csv and the preview exit', async () => {
    expect(cacheOf(await citySearch(args('http://site.test/city-search?q=sar') as never))).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    );
    expect(cacheOf(xmlResponse('<urlset/>'))).toBe('public, max-age=3600, s-maxage=3600');
    expect(cacheOf(robots())).toBe('public, max-age=86400, s-maxage=86400');
    expect(cacheOf(citiesCsv())).toBe('public, max-age=86400, s-maxage=86400');
    expect(cacheOf(await exitPreview(args('http://site.test/preview/exit') as never))).toBe('private, no-store');
  });
});
