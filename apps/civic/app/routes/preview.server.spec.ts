/** @jest-environment node */
import { previewSecretMatches } from '../components/preview/preview-access.server';
import { previewCookie } from '../components/preview/preview.server';
import { loader } from './preview';
import { loader as exitLoader } from './preview_.exit';

const load = (query: string) =>
  loader({ request: new Request(`http://site.test/preview${query}`), params: {}, context: {} });

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

  it.each(['//evil.example/x', '/.//evil.example/phish', '/..//evil.example', '/%2f/evil.example', '/\\evil.example'])(
    'never redirects off the site, also for %j',
    async (target) => {
      const response = await load(`?secret=e2e-preview-secret&redirect=${encodeURIComponent(target)}`);
      expect(response.headers.get('location')).toBe('/');
    },
  );

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

  it.each(['/.//evil.example/phish', '/..//evil.example'])(
    '/preview/exit?redirect=%s stays on the site',
    async (target) => {
      const response = await exitLoader({
        request: new Request(`http://site.test/preview/exit?redirect=${target}`),
        params: {},
        context: {},
      });
      expect(response.headers.get('location')).toBe('/');
    },
  );

  it('/preview/exit clears the cookie', async () => {
    const response = await exitLoader({
      request: new Request('http://site.test/preview/exit?redirect=/login'),
      params: {},
      context: {},
    });
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
});
