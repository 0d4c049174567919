import { gatewayFromEnv, relayHeaders, relayingFetch, visitorAddress } from './relay';

describe('relaying the visitor to the gateway', () => {
  it("takes the visitor from the last X-Forwarded-For entry, the gateway's own", () => {
    expect(visitorAddress('198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(visitorAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(visitorAddress('')).toBeNull();
    expect(visitorAddress(null)).toBeNull();
  });

  it('names the visitor only with a secret and an address', () => {
    expect(relayHeaders('203.0.113.9', 's3cret')).toEqual({ 'x-civicbrief-relay': 's3cret', 'x-civicbrief-client-ip': '203.0.113.9' });
    expect(relayHeaders('203.0.113.9', undefined)).toEqual({});
    expect(relayHeaders(null, 's3cret')).toEqual({});
  });

  it("adds the headers to a client's own, keeping them", async () => {
    const seen: Headers[] = [];
    const base: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    };
    await relayingFetch(relayHeaders('203.0.113.9', 's3cret'), base)('http://gateway.test/graphql', { headers: { 'x-preview-secret': 'p' } });
    expect(Object.fromEntries(seen[0])).toEqual({ 'x-preview-secret': 'p', 'x-civicbrief-relay': 's3cret', 'x-civicbrief-client-ip': '203.0.113.9' });
    expect(relayingFetch({}, base)).toBe(base);
  });

  it('reads the gateway and the secret from the environment', () => {
    expect(gatewayFromEnv({})).toEqual({ baseUrl: 'http://127.0.0.1:3000', relaySecret: undefined });
    expect(gatewayFromEnv({ GATEWAY_URL: 'http://gw.internal:8080/', GATEWAY_RELAY_SECRET: 's' })).toEqual({ baseUrl: 'http://gw.internal:8080', relaySecret: 's' });
  });
});
