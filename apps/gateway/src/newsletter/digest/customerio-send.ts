import { deliverJson } from '../../intake/json-delivery';
import { SEND_TIMEOUT_MS } from '../../outbox/lease';
import type { DeliveryOutcome } from '../../outbox/delivery';

export interface TransactionalOptions {
  /** CUSTOMERIO_APP_API_URL: https://api.customer.io (or api-eu). */
  appApiUrl: string;
  appApiKey: string;
  /** MAIL_FROM: the sender, a verified one of the workspace. */
  from: string;
  fetch?: typeof fetch;
}

export interface RenderedMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Customer.io answers a refusal as `{ meta: { error } }`: that text is worth keeping. */
const summarize = (answer: string) => {
  try {
    return String((JSON.parse(answer) as { meta?: { error?: unknown } }).meta?.error ?? answer).slice(0, 200);
  } catch {
    return answer.slice(0, 200);
  }
};

/**
 * The newsletter mail handed to Customer.io (decision 046): its App API's transactional email without a template
 * (`POST /v1/send/email`, Bearer App API key; the rendered subject, HTML and plain text, our headers), so both setups
 * send the same mail. 2xx delivered; 429 and 5xx retried; any other 4xx dead (deliverJson).
 */
export function createTransactionalSend(options: TransactionalOptions) {
  const endpoint = `${options.appApiUrl.replace(/\/+$/, '')}/v1/send/email`;
  return (message: RenderedMessage): Promise<DeliveryOutcome> =>
    deliverJson({
      receiver: 'Customer.io App API',
      endpoint,
      headers: { authorization: `Bearer ${options.appApiKey}` },
      body: {
        to: message.to,
        identifiers: { email: message.to },
        from: options.from,
        subject: message.subject,
        body: message.html,
        body_plain: message.text,
        headers: message.headers,
      },
      timeoutMs: Math.min(10_000, SEND_TIMEOUT_MS),
      secrets: [options.appApiKey],
      summarize,
      fetch: options.fetch,
    });
}
