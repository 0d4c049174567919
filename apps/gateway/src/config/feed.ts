import { isIP } from 'node:net';
import * as z from 'zod';

/** A comma list of host names (trailing dots dropped, as from the URLs checked); `*.example.com` also admits its subdomains. */
const hostList = z
  .string()
  .max(4000)
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase().replace(/\.+$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^(\*\.)?[a-z0-9.-]+$/, 'must be a comma list of host names (*.example.com admits subdomains)'),
      )
      .max(200),
  );

/** The news feed call's variables (decision 025). */
export const feedEnv = {
  /** When set, /api/feed fetches only from these hosts (redirects included); otherwise from any public address. */
  FEED_ALLOWED_HOSTS: hostList.optional(),
  FEED_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(15 * 60_000),
  /**
   * Tests and the offline stack only: one loopback address (e.g. 127.0.0.1, where the fake feeds listen) the SSRF
   * guard lets through. Every other loopback, private or reserved address stays refused. Refused in production.
   */
  FEED_TEST_LOOPBACK_ADDRESS: z
    .string()
    .refine((value) => isIP(value) === 4 && value.startsWith('127.'), 'must be an IPv4 loopback address (127.x.x.x)')
    .optional(),
};

type FeedEnv = z.infer<z.ZodObject<typeof feedEnv>>;

export interface FeedConfig {
  allowedHosts: string[] | null;
  ttlMs: number;
  testLoopbackAddress: string | null;
}

export function feedConfig(env: FeedEnv): FeedConfig {
  return {
    allowedHosts: env.FEED_ALLOWED_HOSTS ?? null,
    ttlMs: env.FEED_CACHE_TTL_MS,
    testLoopbackAddress: env.FEED_TEST_LOOPBACK_ADDRESS ?? null,
  };
}

/** The loopback exception exists for tests; a production gateway that could fetch its own loopback would be an SSRF hole. */
export function refineFeedEnv(env: FeedEnv & { NODE_ENV: string }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && env.FEED_TEST_LOOPBACK_ADDRESS) {
    ctx.addIssue({
      code: 'custom',
      path: ['FEED_TEST_LOOPBACK_ADDRESS'],
      message: 'is for tests only and must not be set in production',
    });
  }
}
