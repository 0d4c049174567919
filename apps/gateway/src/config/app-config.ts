import type { ScryptParams } from '@civicbrief/gateway-db';
import type { DeliveryConfig } from './delivery';
import type { DemoRequestConfig } from './demo-requests';
import type { Env } from './env-schema';
import type { FrontDoorConfig } from './front-door';
import type { ProvidersConfig } from './providers';

export interface Upstreams {
  civic: string;
  marketing: string;
  'ai-policy': string;
}

/** The gateway's configuration, parsed once from the environment at boot (config/env.ts). */
export interface AppConfig extends DeliveryConfig, FrontDoorConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  siteOrigin: string;
  databaseUrl?: string;
  pgliteDir: string;
  previewSecret?: string;
  sessionSecret: string;
  upstreams: Upstreams;
  /** AI_POLICY_HOST: every page request for this host goes to the ai-policy app (decision 031). */
  aiPolicyHost?: string;
  /** Published content reads are reused this long (0: off; tests default to off, they write between reads). */
  contentCacheTtlMs: number;
  graphqlRateLimitPerMinute: number;
  /** Full-text search's share of the database (decision 040). */
  search: { perClient: number };
  databaseStatementTimeoutMs: number;
  redisUrl?: string;
  opsToken?: string;
  relaySecret?: string;
  /** scrypt parameters of new password hashes (PASSWORD_HASH_COST); stored hashes verify with their own. */
  passwordHashParams: ScryptParams;
  /** Weather, schools and pets providers (decision 023). */
  providers: ProvidersConfig;
  /** Where demo requests go: the CRM's form and the sales inbox (decision 029). */
  demoRequests: DemoRequestConfig;
}
