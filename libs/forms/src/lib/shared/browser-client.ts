import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';

let sameOrigin: GatewayClient | null = null;

/**
 * The browser's client: the spec's calls go to the page's own origin (the gateway is the front door). In a
 * module of its own, so a page whose forms post to their route's action loads none of the gateway client.
 */
export function browserClient(): GatewayClient {
  sameOrigin ??= createGatewayClient({ baseUrl: '' });
  return sameOrigin;
}
