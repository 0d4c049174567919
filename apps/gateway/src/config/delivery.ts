import * as z from 'zod';

/** How long an outbox worker holds the rows it claimed, unless OUTBOX_LEASE_MS says otherwise (outbox/lease.ts). */
export const DEFAULT_OUTBOX_LEASE_MS = 120_000;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** What the gateway takes in from the forms and sends out: intake limits, the outbox, the marketing provider, mail. */
export const deliveryEnv = {
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
};

type DeliveryEnv = z.infer<z.ZodObject<typeof deliveryEnv>>;

export interface DeliveryConfig {
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
}

/** `sessionSecret` signs the newsletter's links unless NEWSLETTER_LINK_SECRET is set. */
export function deliveryConfig(env: DeliveryEnv & { NODE_ENV: string }, sessionSecret: string): DeliveryConfig {
  const onUnlessTest = (value: 'on' | 'off' | undefined) =>
    (value ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  return {
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
    newsletterIssues: onUnlessTest(env.NEWSLETTER_ISSUES),
    newsletterMailsPerMinute: env.NEWSLETTER_MAILS_PER_MINUTE,
    outbox: {
      worker: onUnlessTest(env.OUTBOX_WORKER),
      pollMs: env.OUTBOX_POLL_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      leaseMs: env.OUTBOX_LEASE_MS,
    },
    mail: { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM },
  };
}
