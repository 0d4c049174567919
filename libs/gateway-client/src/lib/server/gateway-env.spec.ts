import { relayHeaders } from '../relay';
import { gatewayFromEnv, relayingFetch } from './gateway-env';

describe('the gateway as an app server reaches it', () => {
  it("adds the headers to a client's own, keeping them", async () => {
    const seen: Headers[] = [];
    const base: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    };
    await relayingFetch(relayHeaders('203.0.113.9', 's3cret'), base)('http://gateway.test/graphql', {
      headers: { 'x-preview-secret': 'p' },
    });
    expect(Object.fromEntries(seen[0])).toEqual({
      'x-preview-secret': 'p',
      'x-civicbrief-relay': 's3cret',
      'x-civicbrief-client-ip': '203.0.113.9',
    });
    expect(relayingFetch({}, base)).toBe(base);
  });

  it('reads the gateway and the secret from the environment', () => {
    expect(gatewayFromEnv({})).toEqual({ baseUrl: 'http://127.0.0.1:3000', relaySecret: undefined });
    expect(gatewayFromEnv({ GATEWAY_URL: 'http://gw.internal:8080/', GATEWAY_RELAY_SECRET: 's' })).toEqual({
      baseUrl: 'http://gw.internal:8080',
      relaySecret: 's',
    });
  });
});
