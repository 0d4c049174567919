import { createHmac } from 'node:crypto';
import type { NewsletterLinkPurpose } from '@civicbrief/contracts';
import { LINK_TTL_MS, signLink, verifyLink } from '../newsletter/links';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

/**
 * How long an alert's confirm link works, and so how long a pending alert lives (decision 036): 48 hours,
 * after which the alert is deleted unconfirmed and counts for nothing.
 */
export const ALERT_CONFIRM_HOURS = 48;

/**
 * Alert links are the newsletter's signed tokens (newsletter/links.ts: HMAC-SHA256, ALERT_CONFIRM_HOURS for
 * confirm, a week for manage, no expiry for the RFC 8058 unsubscribe), made with a key of their own derived from
 * the link secret, so a newsletter token is never an alert token nor the other way round. `manage` rides on the
 * newsletter's `data` purpose (a week); it names one alert and opens every alert of that alert's address.
 */
const asNewsletter: Record<AlertLinkPurpose, NewsletterLinkPurpose> = {
  confirm: 'confirm',
  unsubscribe: 'unsubscribe',
  manage: 'data',
};
// A newsletter-wide link has no alert counterpart.
const fromNewsletter: Partial<Record<NewsletterLinkPurpose, AlertLinkPurpose>> = {
  confirm: 'confirm',
  unsubscribe: 'unsubscribe',
  data: 'manage',
};

const alertKey = (secret: string) => createHmac('sha256', secret).update('civicbrief topic alerts').digest('base64url');

export function signAlertLink(secret: string, purpose: AlertLinkPurpose, alertId: string, now = Date.now()): string {
  return signLink(
    alertKey(secret),
    asNewsletter[purpose],
    alertId,
    now,
    purpose === 'confirm' ? ALERT_CONFIRM_HOURS * 60 * 60 * 1000 : LINK_TTL_MS,
  );
}

export type VerifiedAlertLink =
  { ok: true; purpose: AlertLinkPurpose; alertId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyAlertLink(secret: string, token: string, now = Date.now()): VerifiedAlertLink {
  const link = verifyLink(alertKey(secret), token, now);
  if (!link.ok) return link;
  const purpose = fromNewsletter[link.purpose];
  return purpose ? { ok: true, purpose, alertId: link.subscriberId } : { ok: false, reason: 'invalid' };
}

export interface AlertLinks {
  /** The page with the "Confirm the alert" button (a GET there changes nothing). */
  confirm: string;
  /** RFC 8058 one-click target of this alert: mail clients POST `List-Unsubscribe=One-Click` here. */
  unsubscribeOneClick: string;
  /** The page with the Unsubscribe button, for people rather than mail clients. */
  unsubscribePage: string;
  /** Every alert of the address: change how often, delete. */
  manage: string;
}

/** The signed links of one alert, on the site's public origin. */
export function alertLinks(siteOrigin: string, secret: string, alertId: string, now = Date.now()): AlertLinks {
  const origin = siteOrigin.replace(/\/+$/, '');
  const token = (purpose: AlertLinkPurpose) => encodeURIComponent(signAlertLink(secret, purpose, alertId, now));
  const unsubscribe = token('unsubscribe');
  return {
    confirm: `${origin}/alerts/confirm?token=${token('confirm')}`,
    unsubscribeOneClick: `${origin}/api/alerts/unsubscribe?token=${unsubscribe}`,
    unsubscribePage: `${origin}/alerts/unsubscribe?token=${unsubscribe}`,
    manage: `${origin}/alerts/manage?token=${token('manage')}`,
  };
}
