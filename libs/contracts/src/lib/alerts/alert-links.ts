// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { searchMeetingTypes } from '../search/search';
import { AlertFrequency, alertMessages } from './alerts';

// What the signed alert links' pages and calls take and answer: the token, an alert as its owner sees it.

const token = z
  .string({ error: alertMessages.linkInvalid })
  .check(z.trim(), z.minLength(1, alertMessages.linkInvalid), z.maxLength(512, alertMessages.linkInvalid));

/** `?token=` of the alert link pages, and the body of the token-only calls. */
export const AlertTokenQuery = z.object({ token });
export const AlertTokenInput = z.object({ token });
export type AlertTokenInput = z.infer<typeof AlertTokenInput>;

export const AlertStatus = z.enum(['pending', 'active', 'unsubscribed']);
export type AlertStatus = z.infer<typeof AlertStatus>;

/** One alert as its owner sees it. */
export const AlertSummary = z.object({
  id: z.string(),
  q: z.string(),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  type: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  frequency: AlertFrequency,
  status: AlertStatus,
});
export type AlertSummary = z.infer<typeof AlertSummary>;

/** GET /api/alerts/link?token=: the alert a confirm link is about; changes nothing. */
export const AlertLinkResult = z.object({
  purpose: z.enum(['confirm', 'unsubscribe', 'manage']),
  alert: AlertSummary,
});
export type AlertLinkResult = z.infer<typeof AlertLinkResult>;

/** POST /api/alerts/confirm and /unsubscribe: the alert's status afterwards. */
export const AlertStatusResult = z.object({
  status: AlertStatus,
  changed: z.boolean(),
});
export type AlertStatusResult = z.infer<typeof AlertStatusResult>;

/** GET /api/alerts/manage?token=: every alert of the link's address, with a fresh manage token. */
export const AlertManageResult = z.object({
  email: z.string(),
  alerts: z.array(AlertSummary),
  token: z.nullable(z.string()),
});
export type AlertManageResult = z.infer<typeof AlertManageResult>;

/** POST /api/alerts/manage: change one alert's frequency, or delete it. */
export const AlertManageInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('update'),
    token,
    alertId: z.uuid({ error: alertMessages.alertNotFound }),
    frequency: AlertFrequency,
  }),
  z.object({
    action: z.literal('delete'),
    token,
    alertId: z.uuid({ error: alertMessages.alertNotFound }),
  }),
]);
export type AlertManageInput = z.infer<typeof AlertManageInput>;

/** The filters of a saved search in words: "state CA · city saratoga · city-council · from 2025-01-01". */
/** A city's slug in words ('san-jose' -> 'San Jose'): the alert keeps the slug, the reader sees the name. */
const cityName = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => (dash ? ' ' : '') + letter.toUpperCase());

export function describeAlertFilters(search: Pick<AlertSummary, 'state' | 'city' | 'type' | 'from' | 'to'>): string {
  const parts = [
    search.state ? `state ${search.state.toUpperCase()}` : '',
    search.city ? `city ${cityName(search.city)}` : '',
    search.type ? (searchMeetingTypes[search.type as keyof typeof searchMeetingTypes] ?? search.type) : '',
    search.from ? `from ${search.from}` : '',
    search.to ? `to ${search.to}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'every city, every type, any date';
}
