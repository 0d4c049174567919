'use client';

import { useToast } from '@civicbrief/design-system';
import { useState } from 'react';
import type { FormResult } from '../parse-form';

export type Success<TSuccess extends object> = Extract<FormResult<TSuccess>, { status: 'success' }>;

export interface SubmissionOptions<TInput, TSuccess extends object> {
  /** The form's pure submit function: the spec's calls, answering a FormResult (it does not throw). */
  send: (input: TInput, trap: string, form?: HTMLFormElement) => Promise<FormResult<TSuccess>>;
  /** The form's failure toast (spec §8), also for a 400 that names none of its fields. */
  failureMessage: string;
  /** The action's answer when the server rendered the page after a post without JavaScript. */
  result?: FormResult<TSuccess> | null;
  /** Told of a success the browser's own submit got, with what the honeypot held. */
  onSuccess?: (success: Success<TSuccess>, trap: string) => void;
  /**
   * Puts a 400's messages on the fields; false when none names one (then the failure toast is raised).
   * Without it every 400 raises the failure toast.
   */
  showFieldErrors?: (fieldErrors: Record<string, string>) => boolean;
  /** How long the failure toast stays: the toasts' 5 s by default (spec §9), the Saratoga survey's 9 s. */
  toastMs?: number;
  /**
   * False: no toast; the form writes `failure` in its own alert, by its fields (a refusal the person acts on
   * before trying again: sign-in's wrong password, an expired link, too many alerts).
   */
  failureToast?: boolean;
}

/**
 * The sending half of every submission (useFormSubmission's, and the surveys' final record): `run` sends,
 * a success is kept, a 400's messages go on the fields, and a
 * failure raises the form's own toast (error, closable, the spec's duration; a hint such as 'wait a
 * minute' under it). `run` answers the outcome, for a caller that has more to do with it (a survey's step).
 */
export function useSubmission<TInput, TSuccess extends object>({
  send,
  failureMessage,
  result,
  onSuccess,
  showFieldErrors,
  toastMs,
  failureToast = true,
}: SubmissionOptions<TInput, TSuccess>) {
  const toast = useToast();
  const [success, setSuccess] = useState<Success<TSuccess> | null>(
    result?.status === 'success' ? (result as Success<TSuccess>) : null,
  );
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string, hint?: string) => {
    setFailure(message);
    if (failureToast) toast({ title: message, description: hint, status: 'error', duration: toastMs, closable: true });
  };

  const run = async (input: TInput, trap = '', form?: HTMLFormElement): Promise<FormResult<TSuccess>> => {
    setFailure(null);
    const outcome = await send(input, trap, form);
    if (outcome.status === 'success') {
      const done = outcome as Success<TSuccess>;
      setSuccess(done);
      setSent(true);
      onSuccess?.(done, trap);
    } else if (outcome.status === 'failed') fail(outcome.message, outcome.hint);
    else if (!showFieldErrors?.(outcome.fieldErrors)) fail(failureMessage);
    return outcome;
  };

  return {
    run,
    /** The success shown: the browser's own, or the action's. */
    success,
    /** The success came from this page's own submit (focus moves to the thanks). */
    sent,
    /** The last failure's text, until the next submit (repeated inside a modal dialog, or the form's alert). */
    failure,
    /** Back to the form (another city request). */
    clearSuccess: () => setSuccess(null),
  };
}
