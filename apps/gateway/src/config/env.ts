import { randomBytes } from 'node:crypto';
import {
  MAX_PASSWORD_HASH_COST,
  MIN_PRODUCTION_PASSWORD_HASH_COST,
  scryptParamsForCost,
  type ScryptParams,
} from '@civicbrief/gateway-db';
import * as z from 'zod';
import { demoRequestConfig, demoRequestEnv, type DemoRequestConfig } from './demo-requests';
import { refineFeedEnv } from './feed';
import { providerConfig, providerEnv, type ProvidersConfig } from './providers';
import { sharedCacheTarget, type SharedCacheTarget } from './shared-cache';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** How long an outbox worker holds the rows it claimed, unless OUTBOX_LEASE_MS says otherwise (outbox/lease.ts). */
export const DEFAULT_OUTBOX_LEASE_MS = 120_000;

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const EnvSchema = z
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
    /** Writes per minute per client IP on each intake call. */
    INTAKE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Subscriber lookups (GET customersAttributes) per minute per client IP. */
    CUSTOMER_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Newsletter confirmation mails one address may be sent in 24 hours (counted in the database). */
    CONFIRMATION_MAILS_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
    /** Marketing provider (Customer.io-compatible Track API); without site id and key nothing is sent. */
    CUSTOMERIO_TRACK_URL: httpUrl.default('https://track.customer.io'),
    CUSTOMERIO_SITE_ID: z.string().min(1).optional(),
    CUSTOMERIO_API_KEY: z.string().min(1).optional(),
    /** Its App API (Bearer key): with a key, the newsletter mails go out through its transactional API (decision 046). */
    CUSTOMERIO_APP_API_URL: httpUrl.default('https://api.customer.io'),
    CUSTOMERIO_APP_API_KEY: z.string().min(1).optional(),
    /** Outbox worker: off in tests (they drive it), on elsewhere. */
    OUTBOX_WORKER: z.enum(['on', 'off']).optional(),
    /** Composing each city's newsletter issue of the day (decision 046): on by default, off in tests. */
    NEWSLETTER_ISSUES: z.enum(['on', 'off']).optional(),
    /** Newsletter mails handed to SMTP per minute at most (decision 046): a burst stays within the provider's limits. */
    NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** How long a worker holds the rows it claimed; a dead worker's rows go to another after it. At least 40 s: each
     * send gets a quarter of it, and the providers' calls take up to 10 s. */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(40_000).max(3_600_000).default(DEFAULT_OUTBOX_LEASE_MS),
    /** Email: SMTP when set (nodemailer URL), else .eml files in MAIL_DIR. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_DIR: z.string().min(1).default('.data/mail'),
    MAIL_FROM: z.string().min(3).default('CivicBrief <newsletter@civicbrief.example>'),
    /** Newsletter double opt-in: new subscribers confirm by email before they are active. */
    DOUBLE_OPT_IN: z.enum(['true', 'false']).default('false'),
    /** Signs confirmation, unsubscribe, export and erase links; defaults to SESSION_SECRET. */
    NEWSLETTER_LINK_SECRET: z.string().min(16).optional(),
    /** Bearer token for operator endpoints (outbox counts); without it they answer loopback callers only. */
    OPS_TOKEN: z.string().min(16).optional(),
    /** Which peers may tell the client's address and protocol (X-Forwarded-*): config/trust-proxy.ts, decision 012. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Shared with the apps: a call carrying it may name the visitor's address it is made for (decision 012). */
    GATEWAY_RELAY_SECRET: z.string().min(32).optional(),
    /** Largest body a page (form post) may have; more is a 413 before the app sees any of it. */
    PAGE_BODY_LIMIT: z.coerce
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 * 1024)
      .default(64 * 1024),
    /** A connection that has not sent its request headers, or its whole request, in this long is closed. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Idle keep-alive connections are closed after this; keep it above a load balancer's idle timeout. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
    /** The front door's page cache (decision 019): on by default, off in tests unless they ask for it. */
    PAGE_CACHE: z.enum(['on', 'off']).optional(),
    /** A shared cache in front (Varnish with xkey): each content change sends PURGE with the pages' keys here. */
    SHARED_CACHE_PURGE_URL: httpUrl.optional(),
    /** Or Fastly in front: its purge API, with a token allowed to purge the service. */
    FASTLY_API_URL: httpUrl.default('https://api.fastly.com'),
    FASTLY_SERVICE_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/, 'must be a Fastly service id')
      .optional(),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
    /** Most pages the page cache keeps, and most bytes of them all together (a page larger than an eighth is not kept). */
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(4 * 1024 * 1024 * 1024)
      .default(64 * 1024 * 1024),
    /** scrypt cost of new password hashes, log2(N) with r=8, p=3; production refuses less than 15. Tests use less. */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PASSWORD_HASH_COST)
      .default(MIN_PRODUCTION_PASSWORD_HASH_COST),
    ...providerEnv,
    ...demoRequestEnv,
  })
  .superRefine((env, ctx) => {
    // Sessions signed with a per-process secret would not survive a restart or a second instance.
    if (env.NODE_ENV === 'production' && (env.SESSION_SECRET?.length ?? 0) < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to at least 32 characters in production',
      });
    }
    // Without it every form the apps relay would count as the apps' own address.
    if (env.NODE_ENV === 'production' && !env.GATEWAY_RELAY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GATEWAY_RELAY_SECRET'],
        message: 'must be set to at least 32 characters in production',
      });
    }
    // A cheap password hash is for tests; a weak hash stored in production would stay weak.
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < MIN_PRODUCTION_PASSWORD_HASH_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `must be at least ${MIN_PRODUCTION_PASSWORD_HASH_COST} in production`,
      });
    }
    refineFeedEnv(env, ctx);
    if (Boolean(env.FASTLY_SERVICE_ID) !== Boolean(env.FASTLY_API_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.FASTLY_SERVICE_ID ? 'FASTLY_API_TOKEN' : 'FASTLY_SERVICE_ID'],
        message: 'FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together',
      });
    }
    // Node refuses a header timeout longer than the request timeout.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Upstreams {
  civic: string;
  marketing: string;
  'ai-policy': string;
}

/** The gateway's configuration, parsed once from the environment at boot. */
export interface AppConfig {
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
  intake: {
    rateLimitPerMinute: number;
    lookupRateLimitPerMinute: number;
    confirmationMailsPerDay: number;
    doubleOptIn: boolean;
    linkSecret: string;
  };
  customerio: { trackUrl: string; siteId?: string; apiKey?: string; appApiUrl: string; appApiKey?: string };
  outbox: { worker: boolean; pollMs: number; maxAttempts: number; leaseMs: number };
  /** Whether this gateway composes the cities' newsletter issues and queues their mails (NEWSLETTER_ISSUES). */
  newsletterIssues: boolean;
  newsletterMailsPerMinute: number;
  mail: { smtpUrl?: string; dir: string; from: string };
  opsToken?: string;
  /** The front door's own limits (decision 012 for trustProxy). */
  server: {
    trustProxy: TrustProxy;
    pageBodyLimit: number;
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  relaySecret?: string;
  /** Anonymous pages kept at the front door (decision 019). */
  pageCache: { enabled: boolean; maxEntries: number; maxBytes: number };
  /** The shared cache in front of the gateways that content changes purge by surrogate key (decision 044). */
  sharedCache?: SharedCacheTarget;
  /** scrypt parameters of new password hashes (PASSWORD_HASH_COST); stored hashes verify with their own. */
  passwordHashParams: ScryptParams;
  /** Weather, schools and pets providers (decision 023). */
  providers: ProvidersConfig;
  /** Where demo requests go: the CRM's form and the sales inbox (decision 029). */
  demoRequests: DemoRequestConfig;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function upstreamUrl(url: string | undefined, port: number | undefined, defaultPort: number): string {
  return url ?? `http://127.0.0.1:${port ?? defaultPort}`;
}

/** Parses the environment; throws an EnvError naming every invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=` in a .env file) means unset, as in most twelve-factor tools.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  // Production requires SESSION_SECRET (above): the per-process random one is for development and tests only (decision 013).
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
    intake: {
      rateLimitPerMinute: env.INTAKE_RATE_LIMIT,
      lookupRateLimitPerMinute: env.CUSTOMER_LOOKUP_RATE_LIMIT,
      confirmationMailsPerDay: env.CONFIRMATION_MAILS_PER_DAY,
      doubleOptIn: env.DOUBLE_OPT_IN === 'true',
      linkSecret: env.NEWSLETTER_LINK_SECRET ?? sessionSecret,
    },
    customerio: {
      trackUrl: env.CUSTOMERIO_TRACK_URL,
      siteId: env.CUSTOMERIO_SITE_ID,
      apiKey: env.CUSTOMERIO_API_KEY,
      appApiUrl: env.CUSTOMERIO_APP_API_URL,
      appApiKey: env.CUSTOMERIO_APP_API_KEY,
    },
    newsletterIssues: (env.NEWSLETTER_ISSUES ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    newsletterMailsPerMinute: env.NEWSLETTER_MAILS_PER_MINUTE,
    outbox: {
      worker: (env.OUTBOX_WORKER ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      pollMs: env.OUTBOX_POLL_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      leaseMs: env.OUTBOX_LEASE_MS,
    },
    mail: { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM },
    opsToken: env.OPS_TOKEN,
    server: {
      trustProxy: env.TRUST_PROXY,
      pageBodyLimit: env.PAGE_BODY_LIMIT,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    relaySecret: env.GATEWAY_RELAY_SECRET,
    pageCache: {
      enabled: (env.PAGE_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: env.PAGE_CACHE_MAX_BYTES,
    },
    sharedCache: sharedCacheTarget(env),
    passwordHashParams: scryptParamsForCost(env.PASSWORD_HASH_COST),
    providers: providerConfig(env),
    demoRequests: demoRequestConfig(env),
  };
}
