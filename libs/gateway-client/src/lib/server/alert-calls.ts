import {
  AlertLinkResult,
  AlertManageResult,
  alertMessages,
  AlertStatusResult,
  IntakeResult,
  intakeToasts,
  type AlertCreateInput,
  type AlertManageInput,
} from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import { GatewayError, unexpected } from '../gateway-error';
import type { CallInit, Transport } from '../transport';

/**
 * The topic alerts' pages talk to the gateway's /api/alerts calls (decision 036). The gateway checks every token
 * and owns every change. Answers a person can act on (a bad or expired link, a deleted alert, a refused form, too
 * many tries) come back as outcomes with the gateway's message; anything else is thrown to the error boundary.
 */
export type AlertOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 404 | 409 | 429; message: string; fieldErrors: Record<string, string[]> };

const fallback: Record<400 | 404 | 409 | 429, string> = {
  400: alertMessages.linkInvalid,
  404: alertMessages.alertNotFound,
  409: alertMessages.tooManyAlerts,
  429: intakeToasts.tooManyRequests,
};
const isRefusal = (status: number): status is 400 | 404 | 409 | 429 => status in fallback;

export const badAlertLink = (): AlertOutcome<never> => ({
  ok: false,
  status: 400,
  message: alertMessages.linkInvalid,
  fieldErrors: {},
});

export interface AlertCalls {
  createAlert(body: AlertCreateInput): Promise<AlertOutcome<IntakeResult>>;
  /** What an alert link is about; a link made for another page is not valid here. Changes nothing. */
  lookUpAlertLink(token: string, purpose: AlertLinkResult['purpose']): Promise<AlertOutcome<AlertLinkResult>>;
  confirmAlert(token: string): Promise<AlertOutcome<AlertStatusResult>>;
  unsubscribeAlert(token: string): Promise<AlertOutcome<AlertStatusResult>>;
  manageAlerts(token: string): Promise<AlertOutcome<AlertManageResult>>;
  changeAlert(body: AlertManageInput): Promise<AlertOutcome<AlertManageResult>>;
}

export function alertCalls({ call }: Transport): AlertCalls {
  async function outcome<T extends z.core.$ZodType>(
    path: string,
    schema: T,
    init?: CallInit,
  ): Promise<AlertOutcome<z.infer<T>>> {
    try {
      return { ok: true, data: (await call(path, { schema }, init)).data };
    } catch (error) {
      if (!(error instanceof GatewayError) || !isRefusal(error.status)) throw unexpected(error, path);
      return {
        ok: false,
        status: error.status,
        message: error.body?.message ?? fallback[error.status],
        fieldErrors: error.fieldErrors,
      };
    }
  }
  const token = (value: string) => encodeURIComponent(value);

  return {
    createAlert: (body) => outcome('/api/alerts', IntakeResult, { body }),
    async lookUpAlertLink(value, purpose) {
      const found = await outcome(`/api/alerts/link?token=${token(value)}`, AlertLinkResult);
      return found.ok && found.data.purpose !== purpose ? badAlertLink() : found;
    },
    confirmAlert: (value) => outcome('/api/alerts/confirm', AlertStatusResult, { body: { token: value } }),
    // The token goes in the URL, as in the one-click POST: the gateway counts tries per link.
    unsubscribeAlert: (value) =>
      outcome(`/api/alerts/unsubscribe?token=${token(value)}`, AlertStatusResult, { method: 'POST' }),
    manageAlerts: (value) => outcome(`/api/alerts/manage?token=${token(value)}`, AlertManageResult),
    changeAlert: (body) => outcome('/api/alerts/manage', AlertManageResult, { body }),
  };
}
