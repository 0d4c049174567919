import { describeError, type DeliveryOutcome } from '../outbox/delivery';
import { SEND_TIMEOUT_MS } from '../outbox/lease';
import type { TrackEntity } from '../outbox/outbox-message';

export interface TrackDelivererOptions {
  trackUrl: string;
  siteId: string;
  apiKey: string;
  /**
   * Per-call time limit, answer body included; a provider that does not answer in time is tried again
   * later. Well inside the outbox lease (at most sendTimeoutFor(lease)).
   */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const TRACK_TIMEOUT_MS = Math.min(10_000, SEND_TIMEOUT_MS);

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Sends `track` rows to the Track API v2 entity endpoint (Customer.io and compatible providers):
 * Basic auth site id : API key, the row's key as Idempotency-Key, the stored body as it is.
 * 2xx delivered; 429, 5xx, timeouts and network failures retried; any other 4xx is a request the
 * provider will never accept, so it goes to the dead letters at once.
 */
export function createTrackDeliverer(options: TrackDelivererOptions) {
  const { siteId, apiKey, timeoutMs = TRACK_TIMEOUT_MS } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoint = `${options.trackUrl.replace(/\/+$/, '')}/api/v2/entity`;
  const authorization = `Basic ${Buffer.from(`${siteId}:${apiKey}`).toString('base64')}`;
  const clean = (text: string) => describeError(text, [apiKey, authorization]);

  return async function deliverTrack(payload: TrackEntity, idempotencyKey: string): Promise<DeliveryOutcome> {
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      return { result: 'retry', error: clean(`track API unreachable: ${reason}`) };
    }
    if (response.ok) return { result: 'delivered' };
    const error = clean(`track API answered ${response.status}: ${body.slice(0, 200)}`);
    if (response.status === 429 || response.status >= 500) {
      return { result: 'retry', error, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
    }
    return { result: 'dead', error };
  };
}
