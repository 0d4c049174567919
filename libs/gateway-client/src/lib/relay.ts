/**
 * How an app server tells the gateway which visitor a call is for (decision 012). The gateway counts
 * per-client limits by address; calls the apps make for a visitor (forms without JavaScript, sign-in,
 * newsletter links, server-rendered content) would otherwise all count as the app server. The visitor's
 * address is named in one header and believed only next to the relay secret the gateway shares with the
 * apps. Server side only: the secret never goes to a browser.
 */
export const RELAY_SECRET_HEADER = 'x-civicbrief-relay';
export const RELAY_CLIENT_IP_HEADER = 'x-civicbrief-client-ip';

/**
 * The visitor's address as the gateway saw it: the last entry of the X-Forwarded-For the gateway set on
 * the page request it forwarded (the apps listen on loopback, behind the gateway).
 */
export function visitorAddress(forwardedFor: string | null | undefined): string | null {
  return forwardedFor?.split(',').pop()?.trim() || null;
}

/** Headers naming the visitor of a page request to the gateway; none without the secret or an address. */
export function relayHeaders(
  forwardedFor: string | null | undefined,
  secret: string | undefined,
): Record<string, string> {
  const address = visitorAddress(forwardedFor);
  return secret && address ? { [RELAY_SECRET_HEADER]: secret, [RELAY_CLIENT_IP_HEADER]: address } : {};
}
