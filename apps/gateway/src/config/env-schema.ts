import { MAX_PASSWORD_HASH_COST, MIN_PRODUCTION_PASSWORD_HASH_COST } from '@civicbrief/gateway-db';
import * as z from 'zod';
import { deliveryEnv } from './delivery';
import { demoRequestEnv } from './demo-requests';
import { refineFeedEnv } from './feed';
import { frontDoorEnv, refineFrontDoorEnv } from './front-door';
import { providerEnv } from './providers';

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Every variable the gateway reads, with its default, and the checks across them (production's above all). */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SITE_ORIGIN: httpUrl.default('http://localhost:3000'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    PREVIEW_SECRET: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    CIVIC_URL: httpUrl.optional(),
    MARKETING_URL: httpUrl.optional(),
    AI_POLICY_URL: httpUrl.optional(),
    CIVIC_PORT: port.optional(),
    MARKETING_PORT: port.optional(),
    AI_POLICY_PORT: port.optional(),
    /** The AI-policy sub-site's own host name (and port), e.g. ai.civicbrief.example: its pages at the root of that host (decision 031). */
    AI_POLICY_HOST: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
        'must be a host name, optionally with :port',
      )
      .optional(),
    /** How long published content read by the content API is reused; 0 turns the cache off. */
    CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    /** Content API (/graphql) requests per minute per client; the apps relay the visitor's address for SSR. */
    GRAPHQL_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /** Searches one client may have under way at once (decision 040); more get a 429. */
    SEARCH_CONCURRENCY_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(2),
    /** A query running longer fails: PostgreSQL cancels it, PGlite's caller stops waiting (0: never; decision 040). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /** Shared store for rate limits when several gateways run. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    /** Bearer token for operator endpoints (outbox counts); without it they answer loopback callers only. */
    OPS_TOKEN: z.string().min(16).optional(),
    /** Shared with the apps: a call carrying it may name the visitor's address it is made for (decision 012). */
    GATEWAY_RELAY_SECRET: z.string().min(32).optional(),
    /** scrypt cost of new password hashes, log2(N) with r=8, p=3; production refuses less than 15. Tests use less. */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PASSWORD_HASH_COST)
      .default(MIN_PRODUCTION_PASSWORD_HASH_COST),
    ...deliveryEnv,
    ...frontDoorEnv,
    ...providerEnv,
    ...demoRequestEnv,
  })
  .superRefine((env, ctx) => {
    const production = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // Sessions signed with a per-process secret would not survive a restart or a second instance.
    if (env.NODE_ENV === 'production' && (env.SESSION_SECRET?.length ?? 0) < 32)
      production('SESSION_SECRET', 'must be set to at least 32 characters in production');
    // Without it every form the apps relay would count as the apps' own address.
    if (env.NODE_ENV === 'production' && !env.GATEWAY_RELAY_SECRET)
      production('GATEWAY_RELAY_SECRET', 'must be set to at least 32 characters in production');
    // A cheap password hash is for tests; a weak hash stored in production would stay weak.
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < MIN_PRODUCTION_PASSWORD_HASH_COST)
      production('PASSWORD_HASH_COST', `must be at least ${MIN_PRODUCTION_PASSWORD_HASH_COST} in production`);
    refineFeedEnv(env, ctx);
    refineFrontDoorEnv(env, ctx);
  });

export type Env = z.infer<typeof EnvSchema>;
