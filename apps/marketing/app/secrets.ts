import type { SecretRule } from '@civicbrief/app-server';

/** The secrets marketing reads; in production it refuses to start without them (docs/decisions/013-secrets.md). */
export const SECRETS: SecretRule[] = [
  // Makes the gateway believe the visitor's address this app relays with its form posts (decision 012).
  { name: 'GATEWAY_RELAY_SECRET', minLength: 32 },
];
