import type { FormResult } from '../parse-form';

/** The alert a page rendered after a failed post shows: the form's message, then its hint when there is one. */
export function failureText(result?: FormResult | null): string | null {
  if (result?.status !== 'failed') return null;
  return result.hint ? `${result.message} ${result.hint}` : result.message;
}
