/** The three Remix apps behind the front door (DESIGN.md §2). */
export type Upstream = 'civic' | 'marketing' | 'ai-policy';

/** The marketing app's public pages, the ones a sitemap lists. */
export const MARKETING_PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/real-estate',
  '/government',
  '/onboarding',
  '/terms-of-service',
  '/privacy-policy',
] as const;

// The subscription center is the marketing app's too; it only says it is no longer active.
const marketingPages = new Set<string>([...MARKETING_PUBLIC_PAGES, '/subscription-center']);

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

/** Where the front door sends one page request: on to an app (the path unchanged), or a permanent redirect. */
export type PageRoute =
  { kind: 'forward'; upstream: Upstream } | { kind: 'redirect'; host: string | null; path: string };

/** `/ai-policy-resources[/x]` as the AI-policy host serves it, at its root: `/` and `/x`. */
export function aiPolicyHostPath(pathname: string): string {
  // Leading slashes and backslashes go: '/\\evil.example' or '//evil.example' would leave the site.
  const rest = pathname.slice(aiPolicyRoot.length).replace(/^[/\\]+/, '');
  return `/${rest}`;
}

/** The Host header's name (and port) in lower case without a trailing dot, or '' when absent. */
const normalHost = (host: string | undefined) =>
  (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/\.(?=:\d+$)/, '');

/** Whether a request's Host names the AI-policy host; a configured name without a port matches it on any port. */
export function isAiPolicyHost(host: string | undefined, aiPolicyHost: string): boolean {
  const asked = normalHost(host);
  const wanted = normalHost(aiPolicyHost);
  if (asked === wanted) return true;
  return !wanted.includes(':') && asked.replace(/:\d+$/, '') === wanted;
}

const isAiPolicyPage = (pathname: string) => {
  const path = withoutTrailingSlash(pathname);
  return path === aiPolicyRoot || pathname.startsWith(`${aiPolicyRoot}/`);
};

/**
 * Page routing by host and path (decision 031). Without an AI-policy host this is `resolveUpstream`. With one
 * (AI_POLICY_HOST), every page request for that host goes to the ai-policy app, which serves its pages at the
 * root of that host (`/`, `/{guide}`); the long form `/ai-policy-resources[/x]` redirects there on either host,
 * so each page has one address and its canonical link names it.
 */
export function routePage(host: string | undefined, pathname: string, aiPolicyHost?: string): PageRoute {
  if (!aiPolicyHost) return { kind: 'forward', upstream: resolveUpstream(pathname) };
  const onAiPolicyHost = isAiPolicyHost(host, aiPolicyHost);
  if (isAiPolicyPage(pathname))
    return { kind: 'redirect', host: onAiPolicyHost ? null : aiPolicyHost, path: aiPolicyHostPath(pathname) };
  return { kind: 'forward', upstream: onAiPolicyHost ? 'ai-policy' : resolveUpstream(pathname) };
}
