import { createHash } from 'node:crypto';

/**
 * The Message-ID of an outbox delivery: the same for every attempt of one row (from its idempotency key), so a mail
 * sent again after a worker died between the SMTP server's acceptance and the row's update is the same message to
 * every server and mail client that collapses duplicates by Message-ID (decision 045).
 */
export function deliveryMessageId(prefix: string, deliveryKey: string, siteOrigin: string): string {
  const id = createHash('sha256').update(deliveryKey).digest('hex').slice(0, 32);
  const domain = new URL(siteOrigin).hostname || 'civicbrief';
  return `<${prefix}-${id}@${domain}>`;
}
