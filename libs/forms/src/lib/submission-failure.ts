import { intakeToasts } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import type { FormResult } from './parse-form';

/**
 * A failed intake call as the form shows it: the gateway's field messages next to the fields (400),
 * 'too many requests' (429), else the form's own failure toast (spec §8).
 */
export function submissionFailure(error: unknown, failureMessage: string, values: Record<string, unknown>): FormResult {
  if (error instanceof GatewayError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const [path, list] of Object.entries(error.fieldErrors)) {
      // Call bodies nest the form's fields under data or attributes; the form knows them by their last name.
      const name = path.split('.').pop() ?? path;
      if (list[0]) fieldErrors[name] ??= list[0];
    }
    return { status: 'invalid', fieldErrors, values };
  }
  if (error instanceof GatewayError && error.status === 429) return { status: 'failed', message: intakeToasts.tooManyRequests, values };
  return { status: 'failed', message: failureMessage, values };
}
