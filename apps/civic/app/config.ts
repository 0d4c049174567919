/** URL prefix of this app's assets (the Vite `base`); the gateway routes it here. */
export const ASSET_PREFIX = '/_civic/';

/** Paths the gateway sends elsewhere (apps/gateway/src/routes/proxy/upstreams.ts); civic gets the rest. */
const MARKETING_PAGES = new Set(['/', '/about', '/contact', '/real-estate', '/terms-of-service', '/privacy-policy', '/subscription-center']);
const AI_POLICY_ROOT = '/ai-policy-resources';

/** Whether a site path is rendered by this app, so a link to it may navigate on the client. */
export function ownsPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !MARKETING_PAGES.has(path) && path !== AI_POLICY_ROOT && !path.startsWith(`${AI_POLICY_ROOT}/`);
}
