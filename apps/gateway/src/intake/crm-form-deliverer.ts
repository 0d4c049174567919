import { SEND_TIMEOUT_MS } from '../outbox/lease';
import type { CrmFormSubmission } from '../outbox/outbox-message';
import { deliverJson } from './json-delivery';

export interface CrmFormDelivererOptions {
  /** HUBSPOT_FORMS_URL: https://api.hsforms.com, or the local fake in tests. */
  formsUrl: string;
  portalId: string;
  formId: string;
  /** Per call, answer included; well inside the outbox lease. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const CRM_FORM_TIMEOUT_MS = Math.min(10_000, SEND_TIMEOUT_MS);

/** HubSpot's refusal as an operator reads it: its message and each error's type and message. */
export function crmRefusal(answer: string): string {
  try {
    const body = JSON.parse(answer) as { message?: unknown; errors?: { errorType?: unknown; message?: unknown }[] };
    const errors = Array.isArray(body.errors)
      ? body.errors.slice(0, 5).map((error) => `${String(error?.errorType)}: ${String(error?.message)}`)
      : [];
    return [String(body.message ?? ''), ...errors].filter(Boolean).join('; ') || answer.slice(0, 200);
  } catch {
    return answer.slice(0, 200);
  }
}

/**
 * Sends `crm-form` rows to HubSpot's Forms API v3 (POST /submissions/v3/integration/submit/{portalId}/{formGuid},
 * the unauthenticated form endpoint a site's own form uses): the stored submission as it is. 200 delivered;
 * 429, 5xx and network failures retried; a 400 (a field the form refuses) or 404 (no such form) is a dead
 * letter for an operator to look at. The receiver knows no idempotency key: a submission whose answer was
 * lost is sent again (at-least-once, decision 029).
 */
export function createCrmFormDeliverer({
  formsUrl,
  portalId,
  formId,
  timeoutMs = CRM_FORM_TIMEOUT_MS,
  fetch,
}: CrmFormDelivererOptions) {
  const endpoint = `${formsUrl.replace(/\/+$/, '')}/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
  return (payload: CrmFormSubmission) =>
    deliverJson({ receiver: 'CRM form API', endpoint, body: payload, timeoutMs, summarize: crmRefusal, fetch });
}
