import { resolveUpstream, type Upstream } from './page-owners';

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
