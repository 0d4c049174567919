import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormResult } from '../parse-form';

/**
 * Where the server's field messages meet the form's fields: the gateway's 400 becomes a FormResult's
 * fieldErrors, and a FormResult's fieldErrors go onto the react-hook-form fields (first render for a page
 * the action rendered, setError for the browser's own submit).
 */

/** The gateway's field messages (dotted paths, a list each), keyed by the form's field names; null when none. */
export function formFieldErrors(errors: Record<string, string[]>): Record<string, string> | null {
  const fieldErrors: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) {
    // Call bodies nest the form's fields under data, attributes or search; the form knows them by their last name.
    const name = path.split('.').pop() ?? path;
    if (list[0]) fieldErrors[name] ??= list[0];
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/** The action's field messages in react-hook-form's shape (dotted names become nested paths). */
export function resultFieldErrors<TValues extends FieldValues>(
  result?: FormResult | null,
): FieldErrors<TValues> | undefined {
  if (result?.status !== 'invalid') return undefined;
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(result.fieldErrors)) {
    const path = name.split('.');
    let node = errors;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = { type: 'server', message };
  }
  return errors as FieldErrors<TValues>;
}

/**
 * Shows a 400's messages on the form's own fields, focusing the first. False when none of them names a
 * field of the form (say, the page URL): the caller then raises its failure toast instead.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  fieldErrors: Record<string, string>,
): boolean {
  const fields = form.getValues();
  const shown = Object.entries(fieldErrors).filter(([name]) => Object.hasOwn(fields, name));
  shown.forEach(([name, message], index) =>
    form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return shown.length > 0;
}
