import { describeError, type DeliveryOutcome } from '../outbox/delivery';

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export interface JsonDelivery {
  /** Names the receiver in the outcome's error ('track API', 'CRM form API'). */
  receiver: string;
  endpoint: string;
  headers?: Record<string, string>;
  body: unknown;
  /** Per call, answer body included; well inside the outbox lease (at most sendTimeoutFor(lease)). */
  timeoutMs: number;
  /** Texts never written into an error (keys, authorization headers). */
  secrets?: string[];
  /** The part of a refusal's body worth keeping in last_error; its first 200 characters by default. */
  summarize?: (answer: string) => string;
  fetch?: typeof fetch;
}

/**
 * One POST of a JSON body to a provider, as an outbox delivery: 2xx delivered; 429, 5xx, timeouts and
 * network failures retried (after Retry-After when it says); any other 4xx is a request the provider will
 * never accept, so it goes to the dead letters at once.
 */
export async function deliverJson({
  receiver,
  endpoint,
  headers = {},
  body,
  timeoutMs,
  secrets = [],
  summarize = (answer) => answer.slice(0, 200),
  fetch: fetchImpl = globalThis.fetch,
}: JsonDelivery): Promise<DeliveryOutcome> {
  const clean = (text: string) => describeError(text, secrets);
  let response: Response;
  let answer: string;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = await response.text();
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    return { result: 'retry', error: clean(`${receiver} unreachable: ${reason}`) };
  }
  if (response.ok) return { result: 'delivered' };
  const error = clean(`${receiver} answered ${response.status}: ${summarize(answer)}`);
  if (response.status === 429 || response.status >= 500) {
    return { result: 'retry', error, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  return { result: 'dead', error };
}
