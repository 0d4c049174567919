import type { AppConfig } from '../config/env';
import { subscriberLinks } from './link-urls';

/**
 * RFC 2369 List-Unsubscribe with a signed one-click URL, and RFC 8058 List-Unsubscribe-Post, which tells mail clients
 * to POST to it (a GET changes nothing, so link scanners cannot unsubscribe anyone). Every mail with an unsubscribe
 * carries them: a city's newsletter mail, a newsletter issue, a topic alert. For the big mailbox providers the message
 * must also be DKIM-signed with both headers covered: that is the SMTP relay's configuration.
 */
export function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The one-click headers of a mail about one city's subscription (its confirmation). */
export function newsletterHeaders(
  subscriber: { id: string },
  config: Pick<AppConfig, 'siteOrigin'> & { intake: Pick<AppConfig['intake'], 'linkSecret'> },
): Record<string, string> {
  return oneClickHeaders(
    subscriberLinks(config.siteOrigin, config.intake.linkSecret, subscriber.id).unsubscribeOneClick,
  );
}
