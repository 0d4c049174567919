import { intakeToasts } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import type { FormResult } from './parse-form';
import { gatewayFieldErrors } from './shared/server-errors';

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
