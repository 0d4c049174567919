import { bypassReason, cacheKey, preferredEncoding } from './request-rules';

const anonymous = (url: string, headers = {}, method = 'GET') => bypassReason({ method, url, headers });

describe('bypassReason', () => {
  it('lets anonymous GET and HEAD of pages through', () => {
    expect(anonymous('/ca/santa-clara-county/saratoga?x=1')).toBeUndefined();
    expect(anonymous('/', {}, 'HEAD')).toBeUndefined();
    expect(anonymous('/about', { cookie: 'theme=dark', 'content-length': '0' })).toBeUndefined();
  });

  it('bypasses signed-in, preview and authorized requests', () => {
    expect(anonymous('/ca', { cookie: 'cb_session=a.b' })).toBe('cookie');
    expect(anonymous('/ca', { cookie: 'theme=dark; cb_preview=x' })).toBe('cookie');
    expect(anonymous('/ca', { authorization: 'Bearer x' })).toBe('authorization');
  });

  it('bypasses other methods and bodies', () => {
    expect(anonymous('/ca', {}, 'POST')).toBe('method');
    expect(anonymous('/ca', { 'content-length': '3' })).toBe('body');
    expect(anonymous('/ca', { 'transfer-encoding': 'chunked' })).toBe('body');
  });

  it.each([
    '/api/x',
    '/graphql',
    '/dashboard',
    '/login',
    '/subscribe',
    '/request-a-city',
    '/rsvp?event=1',
    '/newsletter/unsubscribe',
    '/preview',
    '/preview/exit',
    '/previews',
    '/contact',
    '/onboarding',
    '/real-estate',
  ])('never caches %s', (url) => expect(anonymous(url)).toBe('path'));
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0', 'identity'],
  ])('%s -> %s', (header, encoding) => expect(preferredEncoding(header)).toBe(encoding));
});

describe('cacheKey', () => {
  it('sorts the query by name, keeping repeated names in order, and encodes it one way', () => {
    expect(cacheKey('main', '/x?b=2&a=1&t=z&t=a', 'gzip')).toBe('main gzip /x?a=1&b=2&t=z&t=a');
    expect(cacheKey('main', '/x?q=a%20b', 'br')).toBe(cacheKey('main', '/x?q=a+b', 'br'));
    expect(cacheKey('main', '/x', 'identity')).toBe('main identity /x');
    expect(cacheKey('main', '/x?', 'identity')).toBe('main identity /x');
    expect(cacheKey('ai-policy-host', '/x', 'identity')).not.toBe(cacheKey('main', '/x', 'identity'));
  });
});
