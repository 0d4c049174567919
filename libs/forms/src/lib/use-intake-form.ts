import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import type { FormResult } from './parse-form';

export interface UseIntakeFormOptions<TValues extends FieldValues> {
  /** The contracts schema of the form; the action validates with the same one. */
  schema: z.ZodType<unknown, TValues>;
  /** When fields are validated (spec §5): 'onBlur' or 'onChange'. */
  mode: Mode;
  defaultValues: DefaultValues<TValues>;
  /** The action's last answer: its field errors are shown on the fields. */
  result?: FormResult | null;
}

/** The action's field messages in react-hook-form's shape (dotted names become nested paths). */
function serverErrors<TValues extends FieldValues>(result?: FormResult | null): FieldErrors<TValues> | undefined {
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
 * react-hook-form bound to a contracts schema through zodResolver, showing the server's field errors
 * too (a request that skipped the browser checks, or a page rendered without JavaScript). The errors go
 * in as useForm's `errors`, so they are in the first render: the server's HTML shows them without JavaScript.
 */
export function useIntakeForm<TValues extends FieldValues>({ schema, mode, defaultValues, result }: UseIntakeFormOptions<TValues>) {
  const errors = useMemo(() => serverErrors<TValues>(result), [result]);
  return useForm<TValues>({
    // zodResolver's input/output generics do not line up with a schema passed through a generic.
    resolver: zodResolver(schema as never) as never,
    mode,
    defaultValues,
    errors,
  });
}
