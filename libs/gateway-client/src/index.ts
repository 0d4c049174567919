// Browser entry: the typed calls and their one error type. Server-only code is behind './server'.
export * from './lib/gateway-client';
export { createIntakeClient, type IntakeClientOptions } from './lib/intake-calls';
export { GatewayError } from './lib/gateway-error';
export { RELAY_CLIENT_IP_HEADER, RELAY_SECRET_HEADER } from './lib/relay';
export { GATEWAY_TIMEOUT_MS } from './lib/transport';
export type { ProviderAnswer, ProviderCalls } from './lib/provider-calls';
