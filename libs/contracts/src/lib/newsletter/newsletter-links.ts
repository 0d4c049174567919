// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { newsletterMessages } from './newsletter-messages';

/**
 * What a signed newsletter link lets its holder do; `data` covers both export and erase. `unsubscribe` is about one
 * city's subscription; `newsletter` about the newsletter mail of the whole address, which covers all of its cities
 * (decision 046): its unsubscribe stops every city, its frequency is the mail's.
 */
export const NewsletterLinkPurpose = z.enum(['confirm', 'unsubscribe', 'data', 'newsletter']);
export type NewsletterLinkPurpose = z.infer<typeof NewsletterLinkPurpose>;

export const SubscriptionStatus = z.enum(['pending', 'active', 'unsubscribed']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

const token = z
  .string({ error: newsletterMessages.linkInvalid })
  .check(z.trim(), z.minLength(1, newsletterMessages.linkInvalid), z.maxLength(512, newsletterMessages.linkInvalid));

/** `?token=` of the link pages and of GET /api/newsletter/link and /export. */
export const NewsletterTokenQuery = z.object({ token });

/** Body of POST /api/newsletter/confirm and /erase. */
export const NewsletterTokenInput = z.object({ token });
export type NewsletterTokenInput = z.infer<typeof NewsletterTokenInput>;

/** How often a subscription's newsletter mail comes (decision 046): weekly unless the subscriber chose. */
export const DigestFrequency = z.enum(['weekly', 'daily', 'off'], { error: 'Choose weekly, daily or never.' });
export type DigestFrequency = z.infer<typeof DigestFrequency>;

/** GET /api/newsletter/link?token=: what a valid link is about; changes nothing. */
export const NewsletterLinkResult = z.object({
  purpose: NewsletterLinkPurpose,
  status: SubscriptionStatus,
  city: z.string(),
  state: z.string(),
  /** Absent from gateways before the newsletter's own mail. */
  frequency: z.optional(DigestFrequency),
  /** A `newsletter` link: the address's live (active or pending) subscriptions, the link's own first. */
  cities: z.optional(z.array(z.object({ city: z.string(), state: z.string() }))),
});
export type NewsletterLinkResult = z.infer<typeof NewsletterLinkResult>;

/**
 * POST /api/newsletter/frequency: the subscriber's choice for every subscription of the address (one mail covers
 * them all), with a newsletter, unsubscribe or my-data link's token.
 */
export const NewsletterFrequencyInput = z.object({
  token,
  frequency: DigestFrequency,
});
export type NewsletterFrequencyInput = z.infer<typeof NewsletterFrequencyInput>;

export const NewsletterFrequencyResult = z.object({ frequency: DigestFrequency, changed: z.boolean() });
export type NewsletterFrequencyResult = z.infer<typeof NewsletterFrequencyResult>;

/** POST /api/newsletter/confirm and /unsubscribe: the subscription's status afterwards. */
export const NewsletterStatusResult = z.object({
  status: SubscriptionStatus,
  /** False when the subscription already had this status (a repeated click). */
  changed: z.boolean(),
});
export type NewsletterStatusResult = z.infer<typeof NewsletterStatusResult>;

/** POST /api/newsletter/erase: how many records of each kind were deleted. */
export const NewsletterEraseResult = z.object({
  erased: z.object({
    people: z.number().check(z.int()),
    subscribers: z.number().check(z.int()),
    leads: z.number().check(z.int()),
    events: z.number().check(z.int()),
    /** Topic alerts (decision 036) and demo requests of the address; absent from gateways before them. */
    alerts: z.optional(z.number().check(z.int())),
    demoRequests: z.optional(z.number().check(z.int())),
  }),
});
export type NewsletterEraseResult = z.infer<typeof NewsletterEraseResult>;

const record = z.record(z.string(), z.unknown());

/** GET /api/newsletter/export?token=: everything held about the link's email address. */
export const NewsletterExport = z.object({
  email: z.string(),
  exportedAt: z.string(),
  person: z.nullable(record),
  subscribers: z.array(record),
  leads: z.array(record),
  events: z.array(record),
  /** Topic alerts of the address (decision 036). */
  alerts: z.array(record),
  /** Demo requests sent with the address (decision 029). */
  demoRequests: z.array(record),
});
export type NewsletterExport = z.infer<typeof NewsletterExport>;

/** The erase form of /newsletter/my-data: the box must be ticked. */
export const NewsletterEraseForm = z.object({
  confirm: z.literal(true, { error: newsletterMessages.eraseConfirmRequired }),
});
export type NewsletterEraseForm = z.infer<typeof NewsletterEraseForm>;
