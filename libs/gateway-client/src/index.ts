export * from './lib/gateway-client';
export { GatewayError } from './lib/gateway-error';
