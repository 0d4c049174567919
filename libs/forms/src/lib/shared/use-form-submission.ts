'use client';

import type { FormEventHandler } from 'react';
import type { DefaultValues, FieldValues, Mode } from 'react-hook-form';
import type * as z from 'zod/mini';
import { trapOf } from '../honeypot';
import { useHydrated } from '../use-hydrated';
import { useIntakeForm } from '../use-intake-form';
import { showServerErrors } from './server-errors';
import { useSubmission, type SubmissionOptions } from './use-submission';

export interface FormSubmissionOptions<TValues extends FieldValues, TOutput, TSuccess extends object> extends Omit<
  SubmissionOptions<TOutput, TSuccess>,
  'showFieldErrors'
> {
  /** The form's contracts schema: the only validation of a browser submit (the action parses with it too). */
  schema: z.core.$ZodType<TOutput, TValues>;
  /** When fields are validated (spec §5): 'onBlur', 'onChange', or 'onSubmit' (sign-in). */
  mode: Mode;
  /** Inferred from the schema, not from these (which may leave fields out). */
  defaultValues: DefaultValues<NoInfer<TValues>>;
}

/**
 * Every form's submission: react-hook-form validates the values once with the contracts schema
 * (`schemaResolver`), `send` makes the spec's calls through gateway-client (or, for a call only the server
 * makes, posts the checked form to its route's action with Remix's fetcher: it is given the form element),
 * the server's field messages go on the fields, a failure raises the form's own toast (error, 5 s, closable;
 * a hint such as 'wait a minute' under it) or, with `failureToast: false`, is the form's `failure` to write
 * by its fields, and a success is kept. Before hydration `onSubmit` is undefined: the browser posts the
 * form to its action, whose answer (`result`) shows the same way.
 */
export function useFormSubmission<TValues extends FieldValues, TOutput, TSuccess extends object>({
  schema,
  mode,
  defaultValues,
  ...sending
}: FormSubmissionOptions<TValues, TOutput, TSuccess>) {
  const hydrated = useHydrated();
  const form = useIntakeForm<TValues>({ schema, mode, defaultValues, result: sending.result });
  const submission = useSubmission({ ...sending, showFieldErrors: (errors) => showServerErrors(form, errors) });

  // The resolver hands over the schema's parsed output: nothing parses the values again.
  const onValid = async (data: TValues, event?: { target?: EventTarget | null }) => {
    // A submit event's target is the form.
    const element = (event?.target ?? undefined) as HTMLFormElement | undefined;
    await submission.run(data as unknown as TOutput, trapOf(element), element);
  };

  const onSubmit: FormEventHandler<HTMLFormElement> | undefined = hydrated ? form.handleSubmit(onValid) : undefined;
  return { form, hydrated, onSubmit, pending: form.formState.isSubmitting, ...submission };
}

export type FormSubmission = ReturnType<typeof useFormSubmission>;
