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
      upstreams: { civic: 'http://127.0.0.1:3001', marketing: 'http://127.0.0.1:3002', 'ai-policy': 'http://127.0.0.1:3003' },
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
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GATEWAY_RELAY_SECRET: 'r'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });
});
