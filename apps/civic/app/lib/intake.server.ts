import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';
import { gatewayUrl } from './gateway.server';

/**
 * The gateway's intake calls for form actions (the path forms take without JavaScript). The browser's
 * address travels in X-Forwarded-For so the gateway's per-IP limits count the person, not this server.
 */
export function intakeClient(): GatewayClient {
  return createGatewayClient({ baseUrl: gatewayUrl() });
}

export function forwardedFor(request: Request): string | null {
  return request.headers.get('x-forwarded-for');
}

/** The page a form was sent from (spec: source), from the Referer the browser sends on same-origin posts. */
export function sourceOf(request: Request): string {
  return request.headers.get('referer') ?? new URL(request.url).pathname;
}
