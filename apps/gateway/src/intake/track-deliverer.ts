import { SEND_TIMEOUT_MS } from '../outbox/lease';
import type { TrackEntity } from '../outbox/outbox-message';
import { deliverJson } from './json-delivery';

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

/**
 * Sends `track` rows to the Track API v2 entity endpoint (Customer.io and compatible providers):
 * Basic auth site id : API key, the row's key as Idempotency-Key, the stored body as it is.
 * 2xx delivered; 429, 5xx, timeouts and network failures retried; any other 4xx is a request the
 * provider will never accept, so it goes to the dead letters at once (deliverJson).
 */
export function createTrackDeliverer(options: TrackDelivererOptions) {
  const { siteId, apiKey, timeoutMs = TRACK_TIMEOUT_MS } = options;
  const endpoint = `${options.trackUrl.replace(/\/+$/, '')}/api/v2/entity`;
  const authorization = `Basic ${Buffer.from(`${siteId}:${apiKey}`).toString('base64')}`;

  return function deliverTrack(payload: TrackEntity, idempotencyKey: string) {
    return deliverJson({
      receiver: 'track API',
      endpoint,
      headers: { authorization, 'idempotency-key': idempotencyKey },
      body: payload,
      timeoutMs,
      secrets: [apiKey, authorization],
      fetch: options.fetch,
    });
  };
}
