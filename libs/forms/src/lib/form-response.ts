import { intakeToasts } from '@civicbrief/contracts';
import type { FormResult } from './parse-form';

/** Form answers are personal: never stored by a browser or a shared cache. */
export const privateHeaders = { 'Cache-Control': 'private, no-store' } as const;

/** The HTTP status of a form action's answer. */
export function formResultStatus(result: FormResult): number {
  switch (result.status) {
    case 'success':
      return 200;
    case 'invalid':
      return 400;
    case 'failed':
      // The gateway refused or could not take it: too many requests, or an upstream failure.
      return result.message === intakeToasts.tooManyRequests ? 429 : 502;
    default:
      return result satisfies never;
  }
}

/** ResponseInit of a form action's answer (the page without JavaScript): its status, never cached. */
export function formResultInit(result: FormResult): ResponseInit & { headers: Record<string, string> } {
  return { status: formResultStatus(result), headers: { ...privateHeaders } };
}
