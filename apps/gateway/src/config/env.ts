import { randomBytes } from 'node:crypto';
import { scryptParamsForCost } from '@civicbrief/gateway-db';
import type { AppConfig } from './app-config';
import { deliveryConfig } from './delivery';
import { demoRequestConfig } from './demo-requests';
import { EnvSchema } from './env-schema';
import { frontDoorConfig } from './front-door';
import { providerConfig } from './providers';

export type { AppConfig, Upstreams } from './app-config';
export type { Env } from './env-schema';
export { DEFAULT_OUTBOX_LEASE_MS } from './delivery';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function upstreamUrl(url: string | undefined, port: number | undefined, defaultPort: number): string {
  return url ?? `http://127.0.0.1:${port ?? defaultPort}`;
}

/** Parses the environment (config/env-schema.ts); throws an EnvError naming every invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=` in a .env file) means unset, as in most twelve-factor tools.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  // Production requires SESSION_SECRET (env-schema.ts): the per-process random one is for development and tests only (decision 013).
  const sessionSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    siteOrigin: env.SITE_ORIGIN,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    previewSecret: env.PREVIEW_SECRET,
    sessionSecret,
    upstreams: {
      civic: upstreamUrl(env.CIVIC_URL, env.CIVIC_PORT, 3001),
      marketing: upstreamUrl(env.MARKETING_URL, env.MARKETING_PORT, 3002),
      'ai-policy': upstreamUrl(env.AI_POLICY_URL, env.AI_POLICY_PORT, 3003),
    },
    aiPolicyHost: env.AI_POLICY_HOST,
    contentCacheTtlMs: env.CONTENT_CACHE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000),
    graphqlRateLimitPerMinute: env.GRAPHQL_RATE_LIMIT,
    search: { perClient: env.SEARCH_CONCURRENCY_PER_CLIENT },
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    opsToken: env.OPS_TOKEN,
    relaySecret: env.GATEWAY_RELAY_SECRET,
    passwordHashParams: scryptParamsForCost(env.PASSWORD_HASH_COST),
    providers: providerConfig(env),
    demoRequests: demoRequestConfig(env),
    ...deliveryConfig(env, sessionSecret),
    ...frontDoorConfig(env),
  };
}
