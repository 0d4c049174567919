import type { SecretRule } from '@civicbrief/app-server';

/**
 * The secrets ai-policy reads: none yet (it makes no calls to the gateway). A secret added later goes
 * here, and the app then refuses to start in production without it (docs/decisions/013-secrets.md).
 */
export const SECRETS: SecretRule[] = [];
