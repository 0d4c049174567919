/** The three Remix apps behind the front door (DESIGN.md §2). */
export type Upstream = 'civic' | 'marketing' | 'ai-policy';

const marketingPages = new Set([
  '/',
  '/about',
  '/contact',
  '/real-estate',
  '/onboarding',
  '/terms-of-service',
  '/privacy-policy',
  '/subscription-center',
]);

const aiPolicyRoot = '/ai-policy-resources';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Which app renders a page path. Each app serves its assets under its own prefix (`/_civic/`,
 * `/_marketing/`, `/_ai-policy/`) so asset paths never collide; civic owns everything not claimed.
 */
export function resolveUpstream(pathname: string): Upstream {
  const path = withoutTrailingSlash(pathname);
  if (marketingPages.has(path) || pathname.startsWith('/_marketing/')) return 'marketing';
  if (path === aiPolicyRoot || pathname.startsWith(`${aiPolicyRoot}/`) || pathname.startsWith('/_ai-policy/')) {
    return 'ai-policy';
  }
  return 'civic';
}
