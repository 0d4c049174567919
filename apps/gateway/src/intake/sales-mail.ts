import { demoRequests, type Database, type DemoRequestRow } from '@civicbrief/gateway-db';
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../mail/escape-html';
import { indentedLines, oneLine } from '../mail/plain-text';
import { failedSend } from '../mail/mail-delivery';
import type { Mailer, MailMessage } from '../mail/mailer';
import { deliveryMessageId } from '../mail/message-id';
import type { DeliveryOutcome } from '../outbox/delivery';
import type { SalesMailJob } from '../outbox/outbox-message';

/** The extended form's questions as the sales mail names them. */
const ANSWER_LABELS: Record<string, string> = {
  regions__msas__markets: 'Regions, MSAs or markets',
  cities_counties_covered: 'Cities and counties covered',
  current_tracking_methods: 'How they follow local government today',
  how_civicbrief_helps: 'How CivicBrief could help',
};

/**
 * The sales inbox's mail about one demo request: who asked, from which page, and every answer. Every value is the
 * visitor's text, so none may add a line: single-line fields are folded to one line (line breaks, U+2028/U+2029,
 * NEL and other control characters become spaces) and a free answer's later lines are indented under its label,
 * so no value makes a line of its own such as a forged `Email:` (decision 029). The stored request is as sent.
 */
export function salesMail(to: string, request: DemoRequestRow): MailMessage {
  const answers = (request.answers ?? {}) as Record<string, unknown>;
  // [label, value, whether the value may hold several lines (a free answer)]
  const rows: [string, string, boolean?][] = [
    ['Name', `${request.firstName} ${request.lastName}`],
    ['Email', request.email],
    ['Role or title', request.title],
    ['Company', request.companyName],
    ['Industry', request.industry],
    ...(request.region ? ([['Region', request.region]] as [string, string][]) : []),
    ...(request.phone ? ([['Mobile phone', request.phone]] as [string, string][]) : []),
    ['Website', request.website],
    ...Object.entries(ANSWER_LABELS).flatMap(([field, label]): [string, string, boolean][] =>
      typeof answers[field] === 'string' ? [[label, answers[field] as string, true]] : [],
    ),
    ['Form', request.formName],
    ['Page', request.source ?? '(unknown)'],
    ['Received', request.createdAt.toISOString()],
  ];
  const lines = rows.map(([label, value, several]) => `${label}: ${several ? indentedLines(value) : oneLine(value)}`);
  const text = ['A demo was requested on the CivicBrief site.', '', ...lines, ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1a1f2b;">',
    '<p>A demo was requested on the CivicBrief site.</p>',
    '<table cellpadding="4">',
    ...rows.map(([label, value, several]) => {
      const shown = several
        ? indentedLines(value, '').split('\n').map(escapeHtml).join('<br>')
        : escapeHtml(oneLine(value));
      return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${shown}</td></tr>`;
    }),
    '</table>',
    '</body></html>',
  ].join('\n');
  const subject = oneLine(
    `Demo request: ${request.firstName} ${request.lastName}, ${request.companyName} (${request.industry})`,
  ).slice(0, 200);
  return { to, subject, text, html, headers: { 'Reply-To': oneLine(request.email) } };
}

export interface SalesMailDelivererOptions {
  db: Database;
  mailer: Mailer;
  /** SALES_EMAIL. */
  to: string;
  /** SMTP_URL, whose password an error must not carry into last_error or the logs. */
  smtpUrl?: string;
  /** The site's origin: the domain of the mail's Message-ID. */
  siteOrigin: string;
}

/**
 * Sends `sales-mail` rows: the demo request is read at sending time and mailed to the sales inbox (through
 * SMTP, or a .eml file in MAIL_DIR without it). A permanent SMTP refusal is a dead letter; others are retried.
 */
export function createSalesMailDeliverer({ db, mailer, to, smtpUrl, siteOrigin }: SalesMailDelivererOptions) {
  return async function deliverSalesMail(job: SalesMailJob, deliveryKey: string): Promise<DeliveryOutcome> {
    const [request] = await db.select().from(demoRequests).where(eq(demoRequests.id, job.demoRequestId));
    if (!request) return { result: 'delivered', note: 'demo request no longer exists' };
    try {
      const message = salesMail(to, request);
      await mailer.send({
        ...message,
        headers: { ...message.headers, 'Message-ID': deliveryMessageId('sales', deliveryKey, siteOrigin) },
      });
      return { result: 'delivered' };
    } catch (error) {
      return failedSend(error, smtpUrl);
    }
  };
}
