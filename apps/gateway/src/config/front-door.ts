import * as z from 'zod';
import { sharedCacheTarget, type SharedCacheTarget } from './shared-cache';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** The front door's variables: its connections, the page cache (decision 019) and the shared cache's purge (044). */
export const frontDoorEnv = {
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
};

type FrontDoorEnv = z.infer<z.ZodObject<typeof frontDoorEnv>>;

/** The variables that go together. */
export function refineFrontDoorEnv(env: FrontDoorEnv, ctx: z.RefinementCtx): void {
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
}

export interface FrontDoorConfig {
  /** The front door's own limits (decision 012 for trustProxy). */
  server: {
    trustProxy: TrustProxy;
    pageBodyLimit: number;
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** Anonymous pages kept at the front door (decision 019). */
  pageCache: { enabled: boolean; maxEntries: number; maxBytes: number };
  /** The shared cache in front of the gateways that content changes purge by surrogate key (decision 044). */
  sharedCache?: SharedCacheTarget;
}

export function frontDoorConfig(env: FrontDoorEnv & { NODE_ENV: string }): FrontDoorConfig {
  return {
    server: {
      trustProxy: env.TRUST_PROXY,
      pageBodyLimit: env.PAGE_BODY_LIMIT,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    pageCache: {
      enabled: (env.PAGE_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: env.PAGE_CACHE_MAX_BYTES,
    },
    sharedCache: sharedCacheTarget(env),
  };
}
