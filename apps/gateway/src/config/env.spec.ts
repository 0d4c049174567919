import { EnvError, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      nodeEnv: 'development',
      siteOrigin: 'http://localhost:3000',
      pgliteDir: '.data/pglite',
      upstreams: {
        civic: 'http://127.0.0.1:3001',
        marketing: 'http://127.0.0.1:3002',
        'ai-policy': 'http://127.0.0.1:3003',
      },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('builds an upstream URL from its port when the URL is unset', () => {
    const config = loadConfig({ CIVIC_PORT: '4101', MARKETING_URL: 'http://10.0.0.2:8080', MARKETING_PORT: '9' });
    expect(config.upstreams.civic).toBe('http://127.0.0.1:4101');
    expect(config.upstreams.marketing).toBe('http://10.0.0.2:8080');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names every invalid variable', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const variables = (caught as EnvError).problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect((caught as EnvError).message).toContain('PORT');
  });

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GATEWAY_RELAY_SECRET: 'r'.repeat(32) })
        .sessionSecret,
    ).toBe('x'.repeat(32));
  });

  it('hashes new passwords at cost 15 (N=2^15) by default; production refuses a cheaper PASSWORD_HASH_COST', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GATEWAY_RELAY_SECRET: 'r'.repeat(32) };
    expect(loadConfig({}).passwordHashParams).toEqual({ N: 32768, r: 8, p: 3 });
    expect(loadConfig(production).passwordHashParams).toEqual({ N: 32768, r: 8, p: 3 });
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '16' }).passwordHashParams).toEqual({
      N: 65536,
      r: 8,
      p: 3,
    });
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow(
      /PASSWORD_HASH_COST: must be at least 15 in production/,
    );
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '4' })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashParams).toEqual({
      N: 1024,
      r: 8,
      p: 3,
    });
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST:/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '0' })).toThrow(/PASSWORD_HASH_COST:/);
  });

  it('turns the page cache on outside tests, bounded by entries and bytes; PAGE_CACHE=off turns it off', () => {
    expect(loadConfig({}).pageCache).toEqual({ enabled: true, maxEntries: 2000, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ NODE_ENV: 'test' }).pageCache.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PAGE_CACHE: 'on' }).pageCache.enabled).toBe(true);
    expect(
      loadConfig({ PAGE_CACHE: 'off', PAGE_CACHE_MAX_ENTRIES: '10', PAGE_CACHE_MAX_BYTES: '1048576' }).pageCache,
    ).toEqual({ enabled: false, maxEntries: 10, maxBytes: 1048576 });
    expect(() => loadConfig({ PAGE_CACHE: 'yes' })).toThrow(/PAGE_CACHE:/);
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: '10' })).toThrow(/PAGE_CACHE_MAX_BYTES:/);
  });

  it('takes AI_POLICY_HOST as a host name with an optional port, in lower case, and refuses anything else', () => {
    expect(loadConfig({}).aiPolicyHost).toBeUndefined();
    expect(loadConfig({ AI_POLICY_HOST: 'AI.CivicBrief.example' }).aiPolicyHost).toBe('ai.civicbrief.example');
    expect(loadConfig({ AI_POLICY_HOST: 'localhost:4600' }).aiPolicyHost).toBe('localhost:4600');
    for (const bad of ['https://ai.example', 'ai.example/path', 'a b', '-ai.example', 'ai..example']) {
      expect(() => loadConfig({ AI_POLICY_HOST: bad })).toThrow(/AI_POLICY_HOST:/);
    }
  });
});
