export { isAiPolicyHost, resolveUpstream, routePage, type Upstream } from '@civicbrief/contracts';

const gatewayRoots = ['/api', '/graphql', '/healthz', '/readyz', '/docs'];

/** Paths the gateway answers itself (or with a 404): never forwarded to an app. */
export function isGatewayPath(pathname: string): boolean {
  return gatewayRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
