import { sharedLifetime, storableLifetime } from './cache-control';

describe('sharedLifetime', () => {
  it.each([
    ['public, max-age=60, s-maxage=60, stale-while-revalidate=600', { freshMs: 60_000, staleMs: 600_000 }],
    ['public, max-age=300, stale-while-revalidate=3600', { freshMs: 300_000, staleMs: 3_600_000 }],
    ['s-maxage=30', { freshMs: 30_000, staleMs: 0 }],
    ['public, max-age=0, s-maxage=0, stale-while-revalidate=60', { freshMs: 0, staleMs: 60_000 }],
    ['PUBLIC, S-MAXAGE="10"', { freshMs: 10_000, staleMs: 0 }],
    ['public, s-maxage=60, stale-while-revalidate=600, must-revalidate', { freshMs: 60_000, staleMs: 0 }],
  ])('%s may be shared', (value, lifetime) => {
    expect(sharedLifetime(value)).toEqual(lifetime);
  });

  it.each([
    undefined,
    '',
    'max-age=60',
    'private, no-store',
    'public, no-cache, max-age=60',
    'no-store',
    'public, max-age=0, must-revalidate',
    'public',
    'public, max-age=soon',
  ])('%s may not', (value) => {
    expect(sharedLifetime(value)).toBeUndefined();
  });
});

describe('storableLifetime', () => {
  const shared = { 'cache-control': 'public, s-maxage=60' };
  it('keeps a 200 that may be shared and varies on the encoding at most', () => {
    expect(storableLifetime(200, { ...shared, vary: 'Accept-Encoding' })).toEqual({ freshMs: 60_000, staleMs: 0 });
  });

  it('keeps no other status, no answer setting a cookie and none varying on another header', () => {
    expect(storableLifetime(404, shared)).toBeUndefined();
    expect(storableLifetime(301, shared)).toBeUndefined();
    expect(storableLifetime(200, { ...shared, 'set-cookie': ['a=1'] })).toBeUndefined();
    expect(storableLifetime(200, { ...shared, vary: 'Accept-Encoding, Cookie' })).toBeUndefined();
    expect(storableLifetime(200, { ...shared, vary: '*' })).toBeUndefined();
  });
});
