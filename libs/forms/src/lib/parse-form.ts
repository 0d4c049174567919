import * as z from 'zod/mini';
import { echoValues } from './echo-values';

/**
 * What a form action answers: success with its own data, field errors to show, or a failure to toast
 * (the form's own message, and a hint such as 'wait a minute' when there is one). A failure the gateway
 * answered as a refusal the person can act on (a bad link, too many alerts, a wrong password) keeps its
 * HTTP status for the action's answer (`httpStatus`); other failures answer 429 or 502.
 */
export type FormResult<TSuccess extends object = object> =
  | ({ status: 'success' } & TSuccess)
  | { status: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, unknown> }
  | { status: 'failed'; message: string; hint?: string; values: Record<string, unknown>; httpStatus?: number };

export interface FormValuesOptions {
  /** Checkbox fields: present ('on' or any value) -> true, absent -> false. */
  booleans?: readonly string[];
}

/**
 * Longest value a field keeps before its schema sees it: above every field's own maximum (so a longer value is still
 * refused as too long), and short enough that no check (an e-mail pattern over 5 MB overflowed V8's regexp stack, a
 * RangeError instead of a field error) works on megabytes.
 */
export const FIELD_VALUE_MAX = 20_000;

/**
 * FormData -> a plain object for the contracts schemas. Strings stay strings (the schemas trim them);
 * checkboxes become booleans, as react-hook-form gives them in the browser.
 */
export function formValues(formData: FormData, options: FormValuesOptions = {}): Record<string, unknown> {
  // A Map, then own properties: a field named __proto__ or constructor is just a field.
  const collected = new Map<string, string | string[]>();
  for (const [name, sent] of formData.entries()) {
    if (typeof sent !== 'string' || name.startsWith('_')) continue;
    const value = sent.length > FIELD_VALUE_MAX ? sent.slice(0, FIELD_VALUE_MAX) : sent;
    // A repeated name (two checked boxes sharing a name) is kept as a list; the schema refuses it.
    // Appending in place: copying the list on every repeat would be quadratic in a post's length.
    const earlier = collected.get(name);
    if (earlier === undefined) collected.set(name, value);
    else if (Array.isArray(earlier)) earlier.push(value);
    else collected.set(name, [earlier, value]);
  }
  const values: Record<string, unknown> = Object.fromEntries(collected);
  for (const name of options.booleans ?? []) values[name] = formData.has(name);
  return values;
}

/** Zod issues -> the first message per field, keyed by the field's dotted path. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Validates a submitted form with the same schema the browser used. Invalid -> the field messages and
 * the values as sent (bounded by `echoValues`), so a page rendered without JavaScript shows them again.
 */
export function parseSubmission<S extends z.core.$ZodType>(
  schema: S,
  formData: FormData,
  options: FormValuesOptions = {},
):
  | { ok: true; data: z.infer<S>; values: Record<string, unknown> }
  | { ok: false; result: Extract<FormResult, { status: 'invalid' }> } {
  const values = formValues(formData, options);
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return {
    ok: false,
    result: { status: 'invalid', fieldErrors: fieldErrorsOf(parsed.error), values: echoValues(schema, values) },
  };
}
