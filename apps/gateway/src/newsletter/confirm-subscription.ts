import { newsletterEmails } from '@civicbrief/contracts';
import type { SubscriberLinks } from './link-urls';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

export interface ConfirmSubscriptionData {
  to: string;
  firstName?: string | null;
  city: string;
  state: string;
  links: SubscriberLinks;
  /** newsletterHeaders() of the subscriber. */
  headers: Record<string, string>;
}

/** The double opt-in email: plain text and a simple HTML part, both with the confirmation link. */
export function confirmSubscriptionMail(data: ConfirmSubscriptionData): MailMessage {
  const { links } = data;
  const greeting = newsletterEmails.greeting(data.firstName);
  const body = newsletterEmails.confirmBody(data.city, data.state);
  const text = [
    greeting,
    '',
    body,
    '',
    `${newsletterEmails.confirmAction}: ${links.confirm}`,
    '',
    newsletterEmails.confirmIgnore,
    '',
    `${newsletterEmails.unsubscribe}: ${links.unsubscribePage}`,
    `${newsletterEmails.myData}: ${links.myData}`,
    '',
  ].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1a1f2b;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(links.confirm)}" style="display: inline-block; padding: 0.75em 1.25em; background: #1d4e89; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(newsletterEmails.confirmAction)}</a></p>`,
    `<p>${escapeHtml(newsletterEmails.confirmIgnore)}</p>`,
    `<p style="font-size: 0.875em;">${link(links.unsubscribePage, newsletterEmails.unsubscribe)} · ${link(links.myData, newsletterEmails.myData)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: data.to, subject: newsletterEmails.confirmSubject, text, html, headers: data.headers };
}
