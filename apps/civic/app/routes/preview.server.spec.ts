/** @jest-environment node */
import { previewSecretMatches, sameSitePath } from '../components/preview/preview-access.server';
import { previewCookie } from '../lib/preview.server';
import { loader } from './preview';
import { loader as exitLoader } from './preview_.exit';

const load = (query: string) => loader({ request: new Request(`http://site.test/preview${query}`), params: {}, context: {} });

describe('/preview', () => {
  beforeEach(() => {
    process.env['PREVIEW_SECRET'] = 'e2e-preview-secret';
  });

  it('switches preview on with the right secret and goes to the same-site path', async () => {
    const response = await load('?secret=e2e-preview-secret&redirect=/ca/santa-clara-county/saratoga?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ca/santa-clara-county/saratoga?x=1');
    expect(await previewCookie.parse(response.headers.get('set-cookie'))).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('never redirects off the site', async () => {
    const response = await load('?secret=e2e-preview-secret&redirect=//evil.example/x');
    expect(response.headers.get('location')).toBe('/');
  });

  it.each(['', '?secret=wrong', '?secret='])('answers the preview error screen, 401, for %j', async (query) => {
    const response = await load(query);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ message: 'The preview secret is missing or not valid.' });
  });

  it('is off when the site has no preview secret', async () => {
    delete process.env['PREVIEW_SECRET'];
    const response = await load('?secret=');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Preview is not enabled on this site.' });
  });

  it('/preview/exit clears the cookie', async () => {
    const response = await exitLoader({ request: new Request('http://site.test/preview/exit?redirect=/login'), params: {}, context: {} });
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.get('set-cookie')).toMatch(/^cb_preview=; Max-Age=0;/);
  });
});

describe('preview helpers', () => {
  it('compares the secret whole', () => {
    expect(previewSecretMatches('abc', 'abc')).toBe(true);
    expect(previewSecretMatches('ab', 'abc')).toBe(false);
    expect(previewSecretMatches('abc', undefined)).toBe(false);
    expect(previewSecretMatches(null, 'abc')).toBe(false);
  });

  it.each([
    [null, '/'],
    ['/dashboard', '/dashboard'],
    ['/a/b?c=d#e', '/a/b?c=d#e'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/\nx', '/'],
    // eslint-disable-next-line no-script-url -- a hostile redirect the route must refuse
    ['javascript:alert(1)', '/'],
  ])('keeps %j on the site as %j', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected);
  });
});
