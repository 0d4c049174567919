/** URL prefix of this app's assets (the Vite `base`); the gateway routes it here. */
export const ASSET_PREFIX = '/_marketing/';

/** The pages the gateway sends to this app (apps/gateway/src/routes/proxy/upstreams.ts). */
const OWN_PAGES = new Set(['/', '/about', '/contact', '/real-estate', '/terms-of-service', '/privacy-policy', '/subscription-center']);

/** Whether a site path is rendered by this app, so a link to it may navigate on the client. */
export function ownsPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OWN_PAGES.has(path);
}
