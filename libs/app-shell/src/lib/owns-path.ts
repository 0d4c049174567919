import { resolveUpstream, type Upstream } from '@civicbrief/contracts';

/** Whether a site path is rendered by `app` (the gateway's routing table), so a link to it may navigate on the client. */
export function ownsPath(app: Upstream, pathname: string): boolean {
  return resolveUpstream(pathname) === app;
}
