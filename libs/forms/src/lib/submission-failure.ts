import { intakeToasts } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import type { FormResult } from './parse-form';
import { formFieldErrors, gatewayFieldErrors } from './shared/server-errors';

/**
 * A failed intake call as the form shows it: the gateway's field messages next to the fields (400), else
 * the form's own failure toast (spec §8); after a 429 the toast says to wait a minute below it.
 */
export function submissionFailure(
  error: unknown,
  failureMessage: string,
  values: Record<string, unknown>,
): FormResult<never> {
  const fieldErrors = gatewayFieldErrors(error);
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
