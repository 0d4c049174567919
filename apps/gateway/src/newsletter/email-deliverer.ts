import { eq } from 'drizzle-orm';
import { subscribers } from '@civicbrief/gateway-db';
import { confirmSubscriptionMail } from './confirm-subscription';
import { redactUrl } from '../http/log-redaction';
import { failedSend, type MailDelivererOptions } from '../mail/mail-delivery';
import { deliveryMessageId } from '../mail/message-id';
import { newsletterHeaders } from './newsletter-headers';
import { subscriberLinks } from './link-urls';
import type { DeliveryOutcome } from '../outbox/delivery';
import type { EmailJob } from '../outbox/outbox-message';

export type EmailDelivererOptions = MailDelivererOptions;

/**
 * Renders and sends `email` rows. Links are signed at sending time, so a retried mail carries fresh
 * ones. The subscription is read again first: one confirmed or erased since the row was written gets
 * no mail.
 */
export function createEmailDeliverer({ db, mailer, config, log }: EmailDelivererOptions) {
  return async function deliverEmail(job: EmailJob, deliveryKey: string): Promise<DeliveryOutcome> {
    switch (job.template) {
      case 'confirm-subscription': {
        const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, job.subscriberId));
        if (!subscriber) return { result: 'delivered', note: 'subscription no longer exists' };
        if (subscriber.status !== 'pending')
          return { result: 'delivered', note: `subscription is ${subscriber.status}` };
        const links = subscriberLinks(config.siteOrigin, config.intake.linkSecret, subscriber.id);
        const message = confirmSubscriptionMail({
          to: subscriber.email,
          firstName: subscriber.firstName,
          city: subscriber.city,
          state: subscriber.state,
          links,
          headers: {
            ...newsletterHeaders(subscriber, config),
            'Message-ID': deliveryMessageId('confirm', deliveryKey, config.siteOrigin),
          },
        });
        try {
          const sent = await mailer.send(message);
          // Without SMTP nobody receives the mail: the log says which .eml file holds it (and the link in it). Never
          // the token: a link token in a log would let whoever reads the logs confirm someone else's subscription.
          if (sent.file)
            log.info({ file: sent.file, confirmLink: redactUrl(links.confirm) }, 'confirmation email written');
          return { result: 'delivered' };
        } catch (error) {
          return failedSend(error, config.mail.smtpUrl);
        }
      }
      default:
        return job.template satisfies never;
    }
  };
}
