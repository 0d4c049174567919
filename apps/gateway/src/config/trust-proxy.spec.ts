import { EnvError, loadConfig } from './env';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default: the socket peer is the client', () => {
    expect(loadConfig({}).server.trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes true, or addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,192.168.1.4, fd00::/8, ::1, 10.0.0.0/255.0.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      '::1',
      '10.0.0.0/255.0.0.0',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).server.trustProxy).toEqual(['uniquelocal']);
  });

  it('refuses hop counts (Fastify trusts nobody for one) and anything that is no address or range', () => {
    expect(() => parseTrustProxy('1')).toThrow(/hop count/);
    for (const value of ['10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/8', ',', 'fd00::/129'])
      expect(() => parseTrustProxy(value)).toThrow(/not an address/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(EnvError);
  });
});

describe('front door settings', () => {
  it('bounds page bodies and slow connections by default', () => {
    expect(loadConfig({}).server).toMatchObject({
      pageBodyLimit: 65536,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
    });
  });

  it('refuses a header timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('requires a relay secret of at least 32 characters in production, and takes none shorter anywhere', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(
      /GATEWAY_RELAY_SECRET: must be set to at least 32 characters in production/,
    );
    expect(() => loadConfig({ GATEWAY_RELAY_SECRET: 'short' })).toThrow(/GATEWAY_RELAY_SECRET/);
    expect(loadConfig({ ...production, GATEWAY_RELAY_SECRET: 'r'.repeat(32) }).relaySecret).toBe('r'.repeat(32));
    expect(loadConfig({}).relaySecret).toBeUndefined();
  });
});
