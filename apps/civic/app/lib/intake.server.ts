import { createGatewayClient, gatewayFromEnv, type GatewayClient } from '@civicbrief/gateway-client';

/**
 * The gateway's intake calls for form actions (the path forms take without JavaScript). With the
 * browser's X-Forwarded-For (forwardedFor) and GATEWAY_RELAY_SECRET, the gateway's per-client limits
 * count the person, not this server (decision 012).
 */
export function intakeClient(): GatewayClient {
  return createGatewayClient(gatewayFromEnv());
}

export function forwardedFor(request: Request): string | null {
  return request.headers.get('x-forwarded-for');
}

/** The page a form was sent from (spec: source), from the Referer the browser sends on same-origin posts. */
export function sourceOf(request: Request): string {
  return request.headers.get('referer') ?? new URL(request.url).pathname;
}
