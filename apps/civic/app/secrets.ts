import type { SecretRule } from '@civicbrief/app-server';

/** The secrets civic reads; in production it refuses to start without them (docs/decisions/013-secrets.md). */
export const SECRETS: SecretRule[] = [
  // Signs the preview cookie: with a known key anyone could switch preview on and read drafts.
  { name: 'SESSION_SECRET', minLength: 32 },
  // Makes the gateway believe the visitor's address this app relays (decision 012).
  { name: 'GATEWAY_RELAY_SECRET', minLength: 32 },
  // Unset, preview mode is off; set, it must not be guessable.
  { name: 'PREVIEW_SECRET', minLength: 16, optional: true },
];
