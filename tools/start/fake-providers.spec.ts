import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const href = (file: string) => JSON.stringify(pathToFileURL(join(__dirname, file)).href);

/** fakeProviderEnv as start-all calls it, with FAKE_CUSTOMERIO beside it (plain ESM for node, in a child process). */
function offlineEnv(env: Record<string, string> = {}): {
  gateway: Record<string, string>;
  customerio: { siteId: string; apiKey: string; appApiKey: string };
} {
  const script = `import { fakeProviderEnv } from ${href('fake-providers.mjs')};
import { FAKE_CUSTOMERIO } from ${href('../fake-providers/customerio.mjs')};
console.log(JSON.stringify({ gateway: fakeProviderEnv('http://127.0.0.1:4010'), customerio: FAKE_CUSTOMERIO }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('npm run start:offline: the gateway and the fake Customer.io', () => {
  it("points the Track API at the fake with the fake's site id and key", () => {
    const { gateway, customerio } = offlineEnv();
    expect(gateway).toMatchObject({
      CUSTOMERIO_TRACK_URL: 'http://127.0.0.1:4010',
      CUSTOMERIO_SITE_ID: customerio.siteId,
      CUSTOMERIO_API_KEY: customerio.apiKey,
    });
  });

  it('keeps them even when the shell has real keys (the fake accepts only its own)', () => {
    const { gateway, customerio } = offlineEnv({ CUSTOMERIO_SITE_ID: 'real-site', CUSTOMERIO_API_KEY: 'real-key' });
    expect([gateway['CUSTOMERIO_SITE_ID'], gateway['CUSTOMERIO_API_KEY']]).toEqual([
      customerio.siteId,
      customerio.apiKey,
    ]);
  });

  it('sets no App API key or URL: the newsletter goes to the mail folder offline', () => {
    const { gateway } = offlineEnv();
    expect(gateway).not.toHaveProperty('CUSTOMERIO_APP_API_KEY');
    expect(gateway).not.toHaveProperty('CUSTOMERIO_APP_API_URL');
  });
});
