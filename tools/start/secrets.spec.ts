import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const NAMES = ['SESSION_SECRET', 'PREVIEW_SECRET', 'NEWSLETTER_LINK_SECRET', 'GATEWAY_RELAY_SECRET'];
const moduleUrl = pathToFileURL(join(__dirname, 'secrets.mjs')).href;

/** startSecrets as npm start calls it, in a child process (the module is plain ESM for node). */
function startSecrets(env: Record<string, string>, root: string): Record<string, string> {
  const script = `import { startSecrets } from ${JSON.stringify(moduleUrl)}; console.log(JSON.stringify(startSecrets(process.env, ${JSON.stringify(root)})));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as Record<string, string>;
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'start-secrets-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start secrets', () => {
  it('generates each secret once per data directory, next to it, readable by the owner only', () => {
    const first = startSecrets({ PGLITE_DIR: '.data/pglite' }, root);
    expect(Object.keys(first).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(first[name]).toMatch(/^[0-9a-f]{64}$/);
    const file = join(root, '.data', 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(startSecrets({ PGLITE_DIR: '.data/pglite' }, root)).toEqual(first);
    const other = startSecrets({ PGLITE_DIR: 'tmp/e2e/pglite' }, root);
    expect(other['SESSION_SECRET']).not.toBe(first['SESSION_SECRET']);
    expect(new Set(Object.values(first)).size).toBe(NAMES.length);
  });

  it('lets the environment win and no longer uses the fixed local preview secret', () => {
    const secrets = startSecrets({ PREVIEW_SECRET: 'from-the-environment' }, root);
    expect(secrets['PREVIEW_SECRET']).toBe('from-the-environment');
    expect(Object.values(secrets)).not.toContain('local-preview');
  });

  it('generates nothing in production: the processes must get their secrets and refuse to start without', () => {
    expect(startSecrets({ NODE_ENV: 'production', GATEWAY_RELAY_SECRET: 'r'.repeat(32) }, root)).toEqual({
      GATEWAY_RELAY_SECRET: 'r'.repeat(32),
    });
    expect(() => statSync(join(root, '.data', 'secrets.json'))).toThrow();
  });

  it('says which file it cannot read', () => {
    startSecrets({}, root);
    writeFileSync(join(root, '.data', 'secrets.json'), '{ broken');
    expect(() => startSecrets({}, root)).toThrow(/cannot read .*secrets\.json .*delete it/s);
  });
});
