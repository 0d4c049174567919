import { routePage, resolveUpstream, type Upstream } from './page-owners';

describe('resolveUpstream', () => {
  const table: [string, Upstream][] = [
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/about/', 'marketing'],
    ['/contact', 'marketing'],
    ['/real-estate', 'marketing'],
    ['/real-estate/', 'marketing'],
    ['/onboarding', 'marketing'],
    ['/terms-of-service', 'marketing'],
    ['/privacy-policy', 'marketing'],
    ['/subscription-center', 'marketing'],
    ['/subscription-center/', 'marketing'],
    ['/_marketing/assets/entry.client-abc.js', 'marketing'],
    ['/ai-policy-resources', 'ai-policy'],
    ['/ai-policy-resources/', 'ai-policy'],
    ['/ai-policy-resources/procurement-guide', 'ai-policy'],
    ['/_ai-policy/assets/root.css', 'ai-policy'],
    ['/_civic/assets/root.css', 'civic'],
    ['/states', 'civic'],
    ['/ca/los-angeles/meeting-summaries', 'civic'],
    // Only the exact marketing pages belong to marketing; deeper paths are civic pages.
    ['/about/team', 'civic'],
    ['/contact-us', 'civic'],
    ['/ai-policy-resources-old', 'civic'],
    ['/_marketingx/a.js', 'civic'],
    ['/favicon.ico', 'civic'],
  ];

  it.each(table)('%s -> %s', (pathname, upstream) => {
    expect(resolveUpstream(pathname)).toBe(upstream);
  });
});

describe('routePage (decision 031)', () => {
  const host = 'ai.civicbrief.test';

  it('is resolveUpstream without an AI-policy host', () => {
    expect(routePage('www.civicbrief.test', '/ai-policy-resources/x', undefined)).toEqual({
      kind: 'forward',
      upstream: 'ai-policy',
    });
    expect(routePage(host, '/', '')).toEqual({ kind: 'forward', upstream: 'marketing' });
  });

  it.each(['/', '/buying-ai-tools', '/about', '/_ai-policy/assets/root.css', '/robots.txt', '/a/b/c'])(
    'sends %s on the AI-policy host to ai-policy, its path unchanged',
    (pathname) => {
      expect(routePage(host, pathname, host)).toEqual({ kind: 'forward', upstream: 'ai-policy' });
    },
  );

  it('matches the host whatever its case, trailing dot or port when none is configured', () => {
    for (const asked of [
      'AI.CivicBrief.test',
      'ai.civicbrief.test.',
      'ai.civicbrief.test:8443',
      'ai.civicbrief.test.:8443',
    ]) {
      expect(routePage(asked, '/', host)).toEqual({ kind: 'forward', upstream: 'ai-policy' });
    }
    expect(routePage('ai.civicbrief.test:4000', '/', 'ai.civicbrief.test:4001')).toEqual({
      kind: 'forward',
      upstream: 'marketing',
    });
    expect(routePage('ai.civicbrief.test:4001', '/', 'ai.civicbrief.test:4001')).toEqual({
      kind: 'forward',
      upstream: 'ai-policy',
    });
    expect(routePage('evil-ai.civicbrief.test', '/', host)).toEqual({ kind: 'forward', upstream: 'marketing' });
    expect(routePage(undefined, '/', host)).toEqual({ kind: 'forward', upstream: 'marketing' });
  });

  it('redirects the long form to the root of the AI-policy host, from either host', () => {
    expect(routePage(host, '/ai-policy-resources', host)).toEqual({ kind: 'redirect', host: null, path: '/' });
    expect(routePage(host, '/ai-policy-resources/', host)).toEqual({ kind: 'redirect', host: null, path: '/' });
    expect(routePage(host, '/ai-policy-resources/buying-ai-tools', host)).toEqual({
      kind: 'redirect',
      host: null,
      path: '/buying-ai-tools',
    });
    expect(routePage('www.civicbrief.test', '/ai-policy-resources/buying-ai-tools', host)).toEqual({
      kind: 'redirect',
      host,
      path: '/buying-ai-tools',
    });
  });

  it('never redirects off the site through extra slashes or backslashes', () => {
    expect(routePage(host, '/ai-policy-resources//evil.example', host)).toEqual({
      kind: 'redirect',
      host: null,
      path: '/evil.example',
    });
    expect(routePage(host, '/ai-policy-resources/\\evil.example', host)).toEqual({
      kind: 'redirect',
      host: null,
      path: '/evil.example',
    });
    expect(routePage(host, '/ai-policy-resources/\\/\\evil.example/x', host)).toEqual({
      kind: 'redirect',
      host: null,
      path: '/evil.example/x',
    });
  });

  it('leaves the other apps their pages on the main host, assets included', () => {
    expect(routePage('www.civicbrief.test', '/', host)).toEqual({ kind: 'forward', upstream: 'marketing' });
    expect(routePage('www.civicbrief.test', '/ca/santa-clara-county/saratoga', host)).toEqual({
      kind: 'forward',
      upstream: 'civic',
    });
    expect(routePage('www.civicbrief.test', '/_ai-policy/assets/root.css', host)).toEqual({
      kind: 'forward',
      upstream: 'ai-policy',
    });
    expect(routePage('www.civicbrief.test', '/ai-policy-resources-old', host)).toEqual({
      kind: 'forward',
      upstream: 'civic',
    });
  });
});
