import { formResultInit, type FormResult } from '@civicbrief/forms';
import { json } from '@remix-run/node';

export { trapOf } from '@civicbrief/forms';

/** A form action's answer: the FormResult with its HTTP status, never cached. */
export function intakeResponse<TResult extends FormResult>(result: TResult) {
  return json(result, formResultInit(result));
}
