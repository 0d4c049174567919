/** @jest-environment node */
import { secretProblems } from '@civicbrief/app-server';
import { createCookie } from '@remix-run/node';
import { SECRETS } from '../../secrets';

/** The key civic used to sign cb_preview with when SESSION_SECRET was unset: public, in the repository. */
const OLD_BUILT_IN_KEY = 'civicbrief-development-session-secret';

type PreviewModule = typeof import('./preview.server');

/** preview.server as the app loads it with this environment (it reads SESSION_SECRET once, at load). */
function loadWith(env: Record<string, string | undefined>): PreviewModule {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let loaded: PreviewModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<PreviewModule>('./preview.server');
    });
    return loaded as PreviewModule;
  } finally {
    process.env = saved;
  }
}

async function forgedRequest(): Promise<Request> {
  const forged = await createCookie('cb_preview', { secrets: [OLD_BUILT_IN_KEY] }).serialize(true);
  return new Request('http://site.test/ca/articles/draft', { headers: { cookie: forged.split(';')[0] } });
}

describe('the preview cookie', () => {
  beforeEach(() => {
    process.env['PREVIEW_SECRET'] = 'e2e-preview-secret';
  });
  afterEach(() => {
    delete process.env['PREVIEW_SECRET'];
  });

  it.each([
    ['unset', undefined],
    ['set', 'a-session-secret-of-at-least-32-characters'],
  ])('cannot be forged with the old built-in key when SESSION_SECRET is %s: no drafts', async (_label, secret) => {
    const preview = loadWith({ SESSION_SECRET: secret });
    const request = await forgedRequest();
    expect(await preview.isPreview(request)).toBe(false);
    // What content queries send to see drafts: nothing for this request.
    expect(await preview.previewSecretFor(request)).toBeUndefined();
  });

  it('still works with a cookie the app signed itself', async () => {
    const preview = loadWith({ SESSION_SECRET: undefined });
    const cookie = (await preview.previewCookie.serialize(true)).split(';')[0];
    expect(await preview.previewSecretFor(new Request('http://site.test/', { headers: { cookie } }))).toBe(
      'e2e-preview-secret',
    );
  });

  it('reads the cookie once per request, however many loaders ask', async () => {
    const preview = loadWith({ SESSION_SECRET: undefined });
    const cookie = (await preview.previewCookie.serialize(true)).split(';')[0];
    const parse = jest.spyOn(preview.previewCookie, 'parse');
    const request = new Request('http://site.test/', { headers: { cookie } });
    const answers = await Promise.all([
      preview.isPreview(request),
      preview.isPreview(request),
      preview.previewSecretFor(request),
    ]);
    expect(answers).toEqual([true, true, 'e2e-preview-secret']);
    expect(parse).toHaveBeenCalledTimes(1);
    // Another request is asked again.
    expect(await preview.isPreview(new Request('http://site.test/'))).toBe(false);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('has no key at all in production without SESSION_SECRET, and civic refuses to start', () => {
    expect(() => loadWith({ NODE_ENV: 'production', SESSION_SECRET: undefined })).toThrow(
      'SESSION_SECRET must be set in production',
    );
    expect(secretProblems(SECRETS, { NODE_ENV: 'production', GATEWAY_RELAY_SECRET: 'r'.repeat(32) })).toEqual([
      'SESSION_SECRET must be set to at least 32 characters in production',
    ]);
    expect(
      secretProblems(SECRETS, {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        GATEWAY_RELAY_SECRET: 'r'.repeat(32),
      }),
    ).toEqual([]);
  });
});
