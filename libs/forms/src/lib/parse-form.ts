import type { z } from 'zod';

/** What a form action answers: success with its own data, field errors to show, or a failure to toast. */
export type FormResult<TSuccess extends object = object> =
  | ({ status: 'success' } & TSuccess)
  | { status: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, unknown> }
  | { status: 'failed'; message: string; values: Record<string, unknown> };

export interface FormValuesOptions {
  /** Checkbox fields: present ('on' or any value) -> true, absent -> false. */
  booleans?: readonly string[];
}

/**
 * FormData -> a plain object for the contracts schemas. Strings stay strings (the schemas trim them);
 * checkboxes become booleans, as react-hook-form gives them in the browser.
 */
export function formValues(formData: FormData, options: FormValuesOptions = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || name.startsWith('_')) continue;
    // A repeated name (two checked boxes sharing a name) is kept as a list; the schema refuses it.
    values[name] = name in values ? ([] as unknown[]).concat(values[name], value) : value;
  }
  for (const name of options.booleans ?? []) values[name] = formData.has(name);
  return values;
}

/** Zod issues -> the first message per field, keyed by the field's dotted path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Validates a submitted form with the same schema the browser used. Invalid -> the field messages and
 * the values as sent, so a page rendered without JavaScript shows them again in the fields.
 */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  options: FormValuesOptions = {},
): { ok: true; data: z.infer<S>; values: Record<string, unknown> } | { ok: false; result: Extract<FormResult, { status: 'invalid' }> } {
  const values = formValues(formData, options);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, result: { status: 'invalid', fieldErrors: fieldErrorsOf(parsed.error), values } };
}
