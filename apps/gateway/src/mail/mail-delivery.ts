import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@civicbrief/gateway-db';
import type { AppConfig } from '../config/env';
import { describeError, type DeliveryOutcome } from '../outbox/delivery';
import { isPermanentMailError, type Mailer } from './mailer';

/** What a deliverer of mails to people needs: it reads its rows, signs links with the site's origin, sends, logs. */
export interface MailDelivererOptions {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'siteOrigin' | 'intake' | 'mail'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * A send that failed, as the outbox's outcome: a permanent SMTP refusal (5xx) is dead, anything else is retried. Its
 * text never carries the password of `smtpUrl` (an SMTP error may quote the server URL) into last_error or the logs.
 */
export function failedSend(
  error: unknown,
  smtpUrl: string | undefined,
): Extract<DeliveryOutcome, { result: 'dead' | 'retry' }> {
  const smtpPassword = smtpUrl ? decodeURIComponent(new URL(smtpUrl).password) : undefined;
  const text = describeError(`mail not sent: ${(error as Error).message}`, [smtpPassword]);
  return isPermanentMailError(error) ? { result: 'dead', error: text } : { result: 'retry', error: text };
}
