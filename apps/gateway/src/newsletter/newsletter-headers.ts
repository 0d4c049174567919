import type { AppConfig } from '../config/env';
import { subscriberLinks } from './link-urls';

/**
 * The headers every newsletter mail carries: RFC 2369 List-Unsubscribe with the signed one-click URL,
 * and RFC 8058 List-Unsubscribe-Post, which tells mail clients to POST to it (a GET changes nothing,
 * so link scanners cannot unsubscribe anyone). For the big mailbox providers the message must also be
 * DKIM-signed with both headers covered: that is the SMTP relay's configuration.
 */
export function newsletterHeaders(
  subscriber: { id: string },
  config: Pick<AppConfig, 'siteOrigin'> & { intake: Pick<AppConfig['intake'], 'linkSecret'> },
): Record<string, string> {
  const links = subscriberLinks(config.siteOrigin, config.intake.linkSecret, subscriber.id);
  return {
    'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
