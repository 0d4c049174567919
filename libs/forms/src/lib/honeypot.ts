import { TRAP_FIELD } from '@civicbrief/contracts';

/** Anything with FormData's `get`: a Remix action's posted form (whichever FormData class parsed it). */
type PostedForm = Pick<FormData, 'get'>;

/**
 * What a bot typed into the trap ('' for people), read from the posted form (Remix action) or from the
 * submitted form element (browser). The field is never registered with react-hook-form, so a bot that
 * runs the page's scripts and fills it is caught too. Whether it counts is contracts' `isTrapped`.
 */
export function trapOf(source: PostedForm | EventTarget | null | undefined): string {
  const form =
    typeof HTMLFormElement !== 'undefined' && source instanceof HTMLFormElement ? new FormData(source) : source;
  const value = form && 'get' in form && typeof form.get === 'function' ? form.get(TRAP_FIELD) : null;
  return typeof value === 'string' ? value : '';
}
