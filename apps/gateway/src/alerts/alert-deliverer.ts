import { and, desc, eq } from 'drizzle-orm';
import { alertMatches, alerts, pages } from '@civicbrief/gateway-db';
import { redactUrl } from '../http/log-redaction';
import { failedSend, type MailDelivererOptions } from '../mail/mail-delivery';
import type { MailMessage } from '../mail/mailer';
import type { DeliveryOutcome } from '../outbox/delivery';
import type { AlertMailJob } from '../outbox/outbox-message';
import { alertConfirmMail, alertHeaders, alertMatchesMail } from './alert-mails';
import { alertSummary } from './alerts-service';
import { alertLinks } from './links';

/** Pages listed in one mail at most; a bigger batch says how many more there are on the site. */
export const PAGES_PER_MAIL = 50;

export type AlertDelivererOptions = MailDelivererOptions;

/**
 * Sends `alert-mail` rows. The alert is read at sending time: only a confirmed (active) alert's matches are
 * mailed, so an alert unsubscribed or deleted after its matches were queued sends nothing; a confirmation goes
 * only to a still pending alert. Links are signed at sending time.
 */
export function createAlertDeliverer({ db, mailer, config, log }: AlertDelivererOptions) {
  const origin = config.siteOrigin.replace(/\/+$/, '');

  async function send(message: MailMessage, extra: Record<string, unknown> = {}): Promise<DeliveryOutcome> {
    try {
      const sent = await mailer.send(message);
      if (sent.file) log.info({ file: sent.file, ...extra }, 'alert email written');
      return { result: 'delivered' };
    } catch (error) {
      return failedSend(error, config.mail.smtpUrl);
    }
  }

  return async function deliverAlertMail(job: AlertMailJob, deliveryKey: string): Promise<DeliveryOutcome> {
    const [alert] = await db.select().from(alerts).where(eq(alerts.id, job.alertId));
    if (!alert) return { result: 'delivered', note: 'alert no longer exists' };
    const links = alertLinks(config.siteOrigin, config.intake.linkSecret, alert.id);
    const headers = alertHeaders(links, deliveryKey, origin);
    if (job.template === 'alert-confirm') {
      if (alert.status !== 'pending') return { result: 'delivered', note: `alert is ${alert.status}` };
      // Without SMTP the log says which .eml file holds the mail (and the link in it); never the link's token.
      return send(alertConfirmMail(alert.email, alertSummary(alert), links, headers), {
        confirmLink: redactUrl(links.confirm),
      });
    }
    if (alert.status !== 'active') return { result: 'delivered', note: `alert is ${alert.status}` };
    const matched = await db
      .select({ title: pages.title, slug: pages.slug, meta: pages.metaConfiguration })
      .from(alertMatches)
      .innerJoin(pages, eq(pages.id, alertMatches.pageId))
      .where(
        and(
          eq(alertMatches.deliveryKey, deliveryKey),
          eq(alertMatches.alertId, alert.id),
          eq(pages.status, 'published'),
        ),
      )
      .orderBy(desc(pages.firstPublishedAt), desc(alertMatches.id))
      .limit(PAGES_PER_MAIL);
    if (matched.length === 0) return { result: 'delivered', note: 'no published page left to send' };
    const pageList = matched.map((row) => ({
      title: row.title,
      slug: row.slug,
      description: row.meta.description?.content ?? null,
    }));
    const pageUrl = (slug: string) => `${origin}/${slug.replace(/^\/+/, '')}`;
    return send(alertMatchesMail(alert.email, alertSummary(alert), pageList, { ...links, pageUrl }, headers));
  };
}
