'use client';

import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormResult } from './parse-form';
import { schemaResolver } from './schema-resolver';
import { resultFieldErrors } from './shared/server-errors';

export interface UseIntakeFormOptions<TValues extends FieldValues> {
  /** The contracts schema of the form; the action validates with the same one. */
  schema: z.core.$ZodType<unknown, TValues>;
  /** When fields are validated (spec §5): 'onBlur' or 'onChange'. */
  mode: Mode;
  defaultValues: DefaultValues<TValues>;
  /** The action's last answer: its field errors are shown on the fields. */
  result?: FormResult | null;
}

/**
 * react-hook-form bound to a contracts schema (`schemaResolver`), showing the server's field errors
 * too (a request that skipped the browser checks, or a page rendered without JavaScript). The errors go
 * in as useForm's `errors`, so they are in the first render: the server's HTML shows them without JavaScript.
 */
export function useIntakeForm<TValues extends FieldValues>({
  schema,
  mode,
  defaultValues,
  result,
}: UseIntakeFormOptions<TValues>) {
  const errors = useMemo(() => resultFieldErrors<TValues>(result), [result]);
  return useForm<TValues>({
    // useForm's resolver types the values it checks as its output too; the schema's output goes to `send` as such.
    resolver: schemaResolver(schema) as never,
    mode,
    defaultValues,
    errors,
  });
}
