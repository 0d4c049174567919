import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newsletterIssues, subscribers, type Database } from '@civicbrief/gateway-db';
import { findCity, placeBySlug } from '@civicbrief/locations';
import { renderDigestMail } from '@civicbrief/newsletter-mail';
import type { AppConfig } from '../../config/env';
import { failedSend } from '../../mail/mail-delivery';
import type { Mailer } from '../../mail/mailer';
import { deliveryMessageId } from '../../mail/message-id';
import type { DeliveryOutcome } from '../../outbox/delivery';
import type { DigestMailJob } from '../../outbox/outbox-message';
import { mailLinks, newsletterMailLinks, unsignedMailLinks } from '../link-urls';
import { suppressMailbox } from '../mailbox';
import { oneClickHeaders } from '../newsletter-headers';
import { createTransactionalSend } from './customerio-send';
import { issueOf } from './issues';

export interface DigestDelivererOptions {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'siteOrigin' | 'intake' | 'mail' | 'customerio'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: typeof fetch;
}

/**
 * Sends `digest-mail` rows (decision 046): the subscriptions and issues are read at sending time, so a subscription
 * taken back since the mail was queued drops its city's issues (and a mail with none left is not sent); links are
 * signed then. An address the SMTP server refuses for good (5xx) is suppressed: its subscriptions are unsubscribed,
 * so no later issue is queued for it. A test mail (no subscriptions) goes with links to the site's own pages. With
 * CUSTOMERIO_APP_API_KEY the rendered mail is handed to Customer.io's transactional API instead of SMTP.
 */
export function createDigestDeliverer({ db, mailer, config, log, fetch }: DigestDelivererOptions) {
  const origin = config.siteOrigin.replace(/\/+$/, '');
  const { appApiUrl, appApiKey } = config.customerio;
  // With Customer.io's App API key the mail goes through it, rendered here all the same.
  const transactional = appApiKey && createTransactionalSend({ appApiUrl, appApiKey, from: config.mail.from, fetch });

  async function suppress(email: string, reason: string) {
    await suppressMailbox(db, email, 'bounce');
    log.warn({ reason }, 'newsletter address suppressed after a permanent refusal');
  }

  return async function deliverDigest(job: DigestMailJob, deliveryKey: string): Promise<DeliveryOutcome> {
    const test = job.subscriberIds.length === 0;
    const subscriptions = test
      ? []
      : await db
          .select()
          .from(subscribers)
          .where(and(inArray(subscribers.id, job.subscriberIds), eq(subscribers.status, 'active')));
    if (!test && subscriptions.length === 0) return { result: 'delivered', note: 'no subscription left' };
    const cities = new Set(subscriptions.map((row) => findCity(row.city, row.state)?.slug));
    const rows = job.issueIds.length
      ? await db.select().from(newsletterIssues).where(inArray(newsletterIssues.id, job.issueIds))
      : [];
    const issues = rows
      .filter((row) => test || cities.has(row.citySlug))
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || a.citySlug.localeCompare(b.citySlug))
      .flatMap((row) => {
        const city = placeBySlug(row.citySlug);
        return city ? [issueOf(city, row)] : [];
      });
    if (issues.length === 0) return { result: 'delivered', note: 'no issue left to send' };

    const first = subscriptions[0];
    // The mail covers every city of the address: its unsubscribe and frequency links are the address's.
    const signed = first && newsletterMailLinks(origin, config.intake.linkSecret, first.id);
    const links = mailLinks(signed || unsignedMailLinks(origin));
    let mail;
    try {
      mail = await renderDigestMail({ firstName: first?.firstName ?? null, issues, siteOrigin: origin, links });
    } catch (error) {
      return { result: 'dead', error: `digest not rendered: ${(error as Error).message}` };
    }
    const headers = {
      ...(signed ? oneClickHeaders(signed.unsubscribeOneClick) : {}),
      'Message-ID': deliveryMessageId('digest', deliveryKey, origin),
    };
    const message = { to: job.to, subject: mail.subject, html: mail.html, text: mail.text, headers };
    if (transactional) return transactional(message);
    try {
      const sent = await mailer.send(message);
      if (sent.file) log.info({ file: sent.file, issues: issues.length }, 'newsletter mail written');
      return { result: 'delivered' };
    } catch (error) {
      const failure = failedSend(error, config.mail.smtpUrl);
      if (failure.result === 'dead' && !test) await suppress(job.to, failure.error);
      return failure;
    }
  };
}
