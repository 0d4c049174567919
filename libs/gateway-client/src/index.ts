export * from './lib/gateway-client';
export { GatewayError } from './lib/gateway-error';
export { gatewayFromEnv, RELAY_CLIENT_IP_HEADER, RELAY_SECRET_HEADER, relayHeaders, relayingFetch, visitorAddress } from './lib/relay';
