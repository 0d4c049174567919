'use client';

import { INTAKE_TOAST_MS } from '@civicbrief/contracts';
import { useToast } from '@civicbrief/design-system';
import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';
import { useState, type FormEventHandler } from 'react';
import type { DefaultValues, FieldValues, Mode } from 'react-hook-form';
import type * as z from 'zod/mini';
import { trapOf } from '../honeypot';
import type { FormResult } from '../parse-form';
import { useHydrated } from '../use-hydrated';
import { useIntakeForm } from '../use-intake-form';
import { showServerErrors } from './server-errors';
import { useRevalidateShownErrors } from './use-revalidate-shown-errors';

let sameOrigin: GatewayClient | null = null;

/** The browser's client: the spec's calls go to the page's own origin (the gateway is the front door). */
export function browserClient(): GatewayClient {
  sameOrigin ??= createGatewayClient({ baseUrl: '' });
  return sameOrigin;
}

type Success<TSuccess extends object> = Extract<FormResult<TSuccess>, { status: 'success' }>;

export interface FormSubmissionOptions<TValues extends FieldValues, TOutput, TSuccess extends object> {
  /** The form's contracts schema: the only validation of a browser submit (the action parses with it too). */
  schema: z.core.$ZodType<TOutput, TValues>;
  /** When fields are validated (spec §5): 'onBlur' or 'onChange'. */
  mode: Mode;
  /** Inferred from the schema, not from these (which may leave fields out). */
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /** The action's answer when the server rendered the page after a post without JavaScript. */
  result?: FormResult<TSuccess> | null;
  /** The form's pure submit function, given the parsed values and the honeypot's value. */
  send: (data: TOutput, trap: string) => Promise<FormResult<TSuccess>>;
  /** The form's failure toast (spec §8), also for a 400 that names none of its fields. */
  failureMessage: string;
  /** Told of a success the browser's own submit got, with what the honeypot held. */
  onSuccess?: (success: Success<TSuccess>, trap: string) => void;
  /** A field showing a message is checked again as it changes (forms validated on blur). */
  revalidateShownErrors?: boolean;
}

/**
 * Every form's submission: react-hook-form validates the values once with the contracts schema
 * (zodResolver), `send` makes the spec's calls through gateway-client, the server's field messages go on
 * the fields, a failure raises the form's own toast (error, 5 s, closable; a hint such as 'wait a minute'
 * under it), and a success is kept. Before hydration `onSubmit` is undefined: the browser posts the form
 * to its action, whose answer (`result`) shows the same way.
 */
export function useFormSubmission<TValues extends FieldValues, TOutput, TSuccess extends object>({
  schema,
  mode,
  defaultValues,
  result,
  send,
  failureMessage,
  onSuccess,
  revalidateShownErrors = false,
}: FormSubmissionOptions<TValues, TOutput, TSuccess>) {
  const hydrated = useHydrated();
  const toast = useToast();
  const form = useIntakeForm<TValues>({ schema, mode, defaultValues, result });
  useRevalidateShownErrors(form, revalidateShownErrors);
  const [success, setSuccess] = useState<Success<TSuccess> | null>(
    result?.status === 'success' ? (result as Success<TSuccess>) : null,
  );
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string, hint?: string) => {
    setFailure(message);
    toast({ title: message, description: hint, status: 'error', duration: INTAKE_TOAST_MS, closable: true });
  };

  // zodResolver hands over the schema's parsed output: nothing parses the values again.
  const onValid = async (data: TValues, event?: { target?: EventTarget | null }) => {
    setFailure(null);
    const trap = trapOf(event?.target);
    const outcome = await send(data as unknown as TOutput, trap);
    if (outcome.status === 'success') {
      const done = outcome as Success<TSuccess>;
      setSuccess(done);
      setSent(true);
      onSuccess?.(done, trap);
    } else if (outcome.status === 'failed') fail(outcome.message, outcome.hint);
    else if (!showServerErrors(form, outcome.fieldErrors)) fail(failureMessage);
  };

  const onSubmit: FormEventHandler<HTMLFormElement> | undefined = hydrated ? form.handleSubmit(onValid) : undefined;
  return {
    form,
    hydrated,
    onSubmit,
    pending: form.formState.isSubmitting,
    /** The success shown: the browser's own, or the action's. */
    success,
    /** The success came from this page's own submit (focus moves to the thanks). */
    sent,
    /** The last failure's toast text, until the next submit (repeated inside a modal dialog). */
    failure,
    /** Back to the form (another city request). */
    clearSuccess: () => setSuccess(null),
  };
}

export type FormSubmission = ReturnType<typeof useFormSubmission>;
