import { describeAlertFilters, type AlertFrequency, type AlertSummary } from '@civicbrief/contracts';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';
import { deliveryMessageId } from '../mail/message-id';
import { oneLine } from '../mail/plain-text';
import { oneClickHeaders } from '../newsletter/newsletter-headers';
import type { AlertLinks } from './links';

export interface MatchedPage {
  title: string;
  slug: string;
  description: string | null;
}

const STYLE = 'font-family: sans-serif; line-height: 1.5; color: #1a1f2b;';
const BUTTON =
  'display: inline-block; padding: 0.75em 1.25em; background: #1d4e89; color: #ffffff; border-radius: 6px; text-decoration: none;';
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const quoted = (q: string) => `“${oneLine(q).slice(0, 80)}”`;

/**
 * The headers of every alert mail: the one-click unsubscribe of this alert (oneClickHeaders). The Message-ID comes
 * from the outbox row's key, so a mail sent again after a crash is the same message to every mail system that
 * deduplicates.
 */
export function alertHeaders(links: AlertLinks, deliveryKey: string, siteOrigin: string): Record<string, string> {
  return {
    ...oneClickHeaders(links.unsubscribeOneClick),
    'Message-ID': deliveryMessageId('alert', deliveryKey, siteOrigin),
  };
}

function page(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="en"><body style="${STYLE}">`,
    `<h1 style="font-size: 1.25em;">${escapeHtml(title)}</h1>`,
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}

/** The double opt-in mail of one alert. */
export function alertConfirmMail(
  to: string,
  alert: AlertSummary,
  links: AlertLinks,
  headers: Record<string, string>,
): MailMessage {
  const search = `${quoted(alert.q)} (${describeAlertFilters(alert)})`;
  const body = `Please confirm that you want an email when newly published meeting summaries, agendas or articles match ${search}.`;
  const ignore = 'If you did not ask for this, ignore this email: nothing will be sent.';
  const text = [
    'Hi,',
    '',
    body,
    '',
    `Confirm the alert: ${links.confirm}`,
    '',
    ignore,
    '',
    `Manage your alerts: ${links.manage}`,
    '',
  ].join('\n');
  const html = page('Confirm your CivicBrief alert', [
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(links.confirm)}" style="${BUTTON}">Confirm the alert</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p style="font-size: 0.875em;">${link(links.manage, 'Manage your alerts')}</p>`,
  ]);
  return { to, subject: 'Please confirm your CivicBrief alert', text, html, headers };
}

const heading: Record<AlertFrequency, string> = {
  immediate: 'New:',
  daily: 'Your daily digest:',
  weekly: 'Your weekly digest:',
};

/** The matches of one alert: one mail for an immediate alert's new pages, or the day's or week's digest. */
export function alertMatchesMail(
  to: string,
  alert: AlertSummary,
  pages: MatchedPage[],
  links: AlertLinks & { pageUrl: (slug: string) => string },
  headers: Record<string, string>,
): MailMessage {
  const count = pages.length === 1 ? 'a new page matches' : `${pages.length} new pages match`;
  const subject = `${heading[alert.frequency]} ${count} ${quoted(alert.q)}`;
  const intro = `Newly published on CivicBrief, matching ${quoted(alert.q)} (${describeAlertFilters(alert)}):`;
  const footer = 'You get this email because you confirmed this alert.';
  const text = [
    intro,
    '',
    ...pages.flatMap((match) => [
      `- ${oneLine(match.title)}`,
      `  ${links.pageUrl(match.slug)}`,
      ...(match.description ? [`  ${oneLine(match.description)}`] : []),
      '',
    ]),
    footer,
    `Unsubscribe from this alert: ${links.unsubscribePage}`,
    `Manage your alerts: ${links.manage}`,
    '',
  ].join('\n');
  const items = pages.map(
    (match) =>
      `<li style="margin-bottom: 0.75em;">${link(links.pageUrl(match.slug), match.title)}${match.description ? `<br><span style="color: #4a5568;">${escapeHtml(match.description)}</span>` : ''}</li>`,
  );
  const html = page(subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${items.join('\n')}</ul>`,
    `<p style="font-size: 0.875em;">${escapeHtml(footer)} ${link(links.unsubscribePage, 'Unsubscribe from this alert')} · ${link(links.manage, 'Manage your alerts')}</p>`,
  ]);
  return { to, subject: oneLine(subject).slice(0, 200), text, html, headers };
}
