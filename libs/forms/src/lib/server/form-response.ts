import { intakeToasts } from '@civicbrief/contracts';
import { json, type HeadersFunction } from '@remix-run/node';
import type { FormResult } from '../parse-form';

/** One person's page or answer (forms, sign-in, signed links): never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

export const privateHeaders = { 'Cache-Control': PRIVATE_NO_STORE } as const;

/** The HTTP status of a form action's answer. */
export function formResultStatus(result: FormResult): number {
  switch (result.status) {
    case 'success':
      return 200;
    case 'invalid':
      return 400;
    case 'failed':
      // The gateway's own refusal (403, 404, 409…), else too many requests, or an upstream failure.
      if (result.httpStatus) return result.httpStatus;
      return result.hint === intakeToasts.tooManyRequests ? 429 : 502;
    default:
      return result satisfies never;
  }
}

/** A form action's answer (the page without JavaScript): the FormResult as JSON, its status, never cached. */
export function formResponse<TResult extends FormResult>(result: TResult) {
  return json(result, { status: formResultStatus(result), headers: { ...privateHeaders } });
}

/** A form route's `headers` export: after a post the action's headers count, else the loader's. */
export const formRouteHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
