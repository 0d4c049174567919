import { randomBytes } from 'node:crypto';
import { z } from 'zod';

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
    /** How long published content read by the content API is reused; 0 turns the cache off. */
    CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
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
  /** Published content reads are reused this long (0: off; tests default to off, they write between reads). */
  contentCacheTtlMs: number;
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
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    siteOrigin: env.SITE_ORIGIN,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    previewSecret: env.PREVIEW_SECRET,
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    upstreams: {
      civic: upstreamUrl(env.CIVIC_URL, env.CIVIC_PORT, 3001),
      marketing: upstreamUrl(env.MARKETING_URL, env.MARKETING_PORT, 3002),
      'ai-policy': upstreamUrl(env.AI_POLICY_URL, env.AI_POLICY_PORT, 3003),
    },
    contentCacheTtlMs: env.CONTENT_CACHE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000),
  };
}
