import { MAX_REDIRECT_TARGET, sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/a/b?c=d#e', '/a/b?c=d#e'],
    ['/ca/santa-clara-county/saratoga?x=1', '/ca/santa-clara-county/saratoga?x=1'],
    ['/a/../b', '/b'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('keeps the same-site path %j as %j', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example',
    '///evil.example',
    '/.//evil.example/phish',
    '/..//evil.example',
    '/./..//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/.%2f/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\t/evil.example',
    '/\u0000/evil.example',
    'https://evil.example',
    'https:evil.example',
    'http:\\\\evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /dashboard',
    `/${'a'.repeat(MAX_REDIRECT_TARGET)}`,
  ])('sends %j home instead', (target) => {
    expect(sameSitePath(target)).toBe('/');
  });

  it('uses the fallback it is given', () => {
    expect(sameSitePath('//evil.example', '/login')).toBe('/login');
  });
});
