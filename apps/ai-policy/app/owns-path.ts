import { resolveUpstream } from '@civicbrief/contracts';

/** Whether a site path is rendered by this app (the gateway's routing table), so a link to it may navigate on the client. */
export function ownsPath(pathname: string): boolean {
  return resolveUpstream(pathname) === 'ai-policy';
}
