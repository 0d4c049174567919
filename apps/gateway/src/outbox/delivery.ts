import { redactText } from '../http/log-redaction';
import type {
  AlertMailJob,
  CrmFormSubmission,
  DigestMailJob,
  EmailJob,
  SalesMailJob,
  TrackEntity,
} from './outbox-message';

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  /** Done; `note` says why nothing had to be sent (e.g. the subscriber confirmed or was erased meanwhile). */
  | { result: 'delivered'; note?: string }
  /** Worth another try later (timeouts, 5xx, 429, connection failures). */
  | { result: 'retry'; error: string; retryAfterMs?: number }
  /** Will never succeed as it is (refused by the receiver): no more tries. */
  | { result: 'dead'; error: string };

/** One deliverer per outbox kind; a kind without one is not attempted (its rows wait, pending). */
export interface Deliverers {
  track?: (payload: TrackEntity, idempotencyKey: string) => Promise<DeliveryOutcome>;
  email?: (payload: EmailJob, idempotencyKey: string) => Promise<DeliveryOutcome>;
  'crm-form'?: (payload: CrmFormSubmission, idempotencyKey: string) => Promise<DeliveryOutcome>;
  'sales-mail'?: (payload: SalesMailJob, idempotencyKey: string) => Promise<DeliveryOutcome>;
  'alert-mail'?: (payload: AlertMailJob, idempotencyKey: string) => Promise<DeliveryOutcome>;
  'digest-mail'?: (payload: DigestMailJob, idempotencyKey: string) => Promise<DeliveryOutcome>;
}

const MAX_ERROR_LENGTH = 500;

/**
 * An error text fit for last_error and the logs: one line, bounded, without the given secrets and
 * without e-mail addresses (an SMTP refusal quotes the recipient).
 */
export function describeError(text: string, secrets: (string | undefined)[] = []): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]');
  clean = redactText(clean);
  return clean.length > MAX_ERROR_LENGTH ? `${clean.slice(0, MAX_ERROR_LENGTH - 1)}…` : clean;
}
