import type { ErrorResult } from '@civicbrief/contracts';
import { fieldErrorsOf } from './field-errors';

/** A 400 in the shape the errors plugin gives schema failures, for checks made outside the schemas. */
export function badRequest(
  issues: { instancePath: string; message: string }[],
  part: 'body' | 'querystring',
): ErrorResult {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: 'The request is not valid.',
    fieldErrors: fieldErrorsOf(issues, part),
  };
}
