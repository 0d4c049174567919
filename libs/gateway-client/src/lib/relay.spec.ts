import { relayHeaders, visitorAddress } from './relay';

describe('relaying the visitor to the gateway', () => {
  it("takes the visitor from the last X-Forwarded-For entry, the gateway's own", () => {
    expect(visitorAddress('198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(visitorAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(visitorAddress('')).toBeNull();
    expect(visitorAddress(null)).toBeNull();
  });

  it('names the visitor only with a secret and an address', () => {
    expect(relayHeaders('203.0.113.9', 's3cret')).toEqual({
      'x-civicbrief-relay': 's3cret',
      'x-civicbrief-client-ip': '203.0.113.9',
    });
    expect(relayHeaders('203.0.113.9', undefined)).toEqual({});
    expect(relayHeaders(null, 's3cret')).toEqual({});
  });
});
