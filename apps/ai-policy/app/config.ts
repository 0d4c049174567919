/** URL prefix of this app's assets (the Vite `base`); the gateway routes it here. */
export const ASSET_PREFIX = '/_ai-policy/';

const ROOT = '/ai-policy-resources';

/** Whether a site path is rendered by this app (apps/gateway/src/routes/proxy/upstreams.ts). */
export function ownsPath(pathname: string): boolean {
  return pathname === ROOT || pathname.startsWith(`${ROOT}/`);
}
