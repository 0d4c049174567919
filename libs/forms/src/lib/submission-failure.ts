import { intakeToasts } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import type { FormResult } from './parse-form';
import { formFieldErrors } from './shared/server-errors';

/**
 * A failed intake call as the form shows it: the gateway's field messages next to the fields (400), else
 * the form's own failure toast (spec §8); after a 429 the toast says to wait a minute below it.
 */
export function submissionFailure(
  error: unknown,
  failureMessage: string,
  values: Record<string, unknown>,
): FormResult<never> {
  // A gateway 400's field messages, by the form's field names (the gateway client stays out of server-errors.ts,
  // which every form's page loads).
  const fieldErrors = error instanceof GatewayError && error.status === 400 ? formFieldErrors(error.fieldErrors) : null;
  if (fieldErrors) return { status: 'invalid', fieldErrors, values };
  const limited = error instanceof GatewayError && error.status === 429;
  return {
    status: 'failed',
    message: failureMessage,
    ...(limited ? { hint: intakeToasts.tooManyRequests } : {}),
    values,
  };
}

/** A refusal a call only servers make answers as an outcome (gateway-client/server): its status and message. */
export interface Refusal {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * Such a refusal as the form shows it: its field messages next to the fields, else its own message (a bad
 * link, too many alerts, a wrong password), answered with its HTTP status.
 */
export function refusalResult({ status, message, fieldErrors = {} }: Refusal, values: Record<string, unknown>) {
  const onFields = formFieldErrors(fieldErrors);
  const result: FormResult<never> = onFields
    ? { status: 'invalid', fieldErrors: onFields, values }
    : { status: 'failed', message, values, httpStatus: status };
  return result;
}
