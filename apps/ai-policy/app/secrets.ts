import type { SecretRule } from '@civicbrief/app-server';

/** The secrets ai-policy reads; in production it refuses to start without them (docs/decisions/013-secrets.md). */
export const SECRETS: SecretRule[] = [
  // Makes the gateway believe the visitor's address this app relays with its content reads (decision 012), so
  // the guides' /graphql and /api/content/extra reads count against the visitor's limit, not this server's.
  { name: 'GATEWAY_RELAY_SECRET', minLength: 32 },
];
