import { gatewayFromEnv, relayHeaders } from '@civicbrief/gateway-client';

/** Where loaders and actions reach the gateway (the API and the content store): GATEWAY_URL. */
export function gatewayUrl(): string {
  return gatewayFromEnv().baseUrl;
}

/**
 * Headers for a call made on behalf of this request's visitor: they name the visitor's address (as the
 * gateway saw it) with GATEWAY_RELAY_SECRET, so the gateway's per-client limits count the visitor and
 * not this server (decision 012). None when the secret is unset.
 */
export function visitorHeaders(request: Request): Record<string, string> {
  return relayHeaders(request.headers.get('x-forwarded-for'), gatewayFromEnv().relaySecret);
}
