// The gateway client as a module of its own, so the city blocks can import() it with their first fetch (its chunk
// holds the contracts' response schemas and zod) while the rest of the app imports the library statically.
export { createGatewayClient } from '@civicbrief/gateway-client';
