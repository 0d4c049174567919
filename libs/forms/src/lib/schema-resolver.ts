import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** Puts `error` at a dotted path unless one is there (react-hook-form reads a nested field's error nested). */
function place(errors: Record<string, unknown>, path: PropertyKey[], error: FieldError): void {
  const names = path.map(String);
  const last = names.pop() ?? '';
  let at = errors;
  for (const name of names) at = (at[name] ??= {}) as Record<string, unknown>;
  at[last] ??= error;
}

/**
 * react-hook-form's resolver for a contracts schema (zod/mini): the schema's parsed output, or each field's first
 * message (a union's: its first branch's). What `@hookform/resolvers/zod` did for these forms, without its zod 3
 * half and its all-criteria and native-validation modes, which no form uses.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.core.$ZodType<TOutput, TValues>,
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const parsed = await z.safeParseAsync(schema, values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const first = issue.code === 'invalid_union' ? (issue.errors[0]?.[0] ?? issue) : issue;
      place(errors, issue.path, { type: first.code, message: first.message });
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
