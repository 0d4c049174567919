import { INTAKE_TOAST_MS } from '@civicbrief/contracts';
import { useToast } from '@civicbrief/design-system';
import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';
import { useState, type FormEventHandler } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { trapOf } from '../honeypot';
import type { FormResult } from '../parse-form';
import { useHydrated } from '../use-hydrated';

let sameOrigin: GatewayClient | null = null;

/** The browser's client: the spec's calls go to the page's own origin (the gateway is the front door). */
export function browserClient(): GatewayClient {
  sameOrigin ??= createGatewayClient({ baseUrl: '' });
  return sameOrigin;
}

export interface BrowserSubmission<TSuccess extends object> {
  /** The form's onSubmit once hydrated; undefined before, so the form posts to its action without JavaScript. */
  onSubmit: FormEventHandler<HTMLFormElement> | undefined;
  pending: boolean;
  /** The success the browser's own submit got (the action's answer comes through the `result` prop instead). */
  success: Extract<FormResult<TSuccess>, { status: 'success' }> | null;
  /** The last failure's toast text, until the next submit. */
  failure: string | null;
}

/**
 * With JavaScript the form sends itself: react-hook-form validates, `send` makes the spec's calls from the
 * browser, a failure raises the form's toast (error, 5 s, closable) and a 400 puts its messages on the fields.
 * `send` gets the schema's parsed output (what zodResolver hands over) and the honeypot's value.
 */
export function useBrowserSubmission<TValues extends FieldValues, TOutput, TSuccess extends object>(
  form: UseFormReturn<TValues>,
  send: (data: TOutput, trap: string) => Promise<FormResult<TSuccess>>,
  /** The form's failure toast (spec §8). */
  failureMessage: string,
): BrowserSubmission<TSuccess> {
  const hydrated = useHydrated();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<BrowserSubmission<TSuccess>['success']>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (message: string) => {
    setFailure(message);
    toast({ title: message, status: 'error', duration: INTAKE_TOAST_MS, closable: true });
  };

  // A 400 about something the form has no field for (say, the page URL) can only be told as the toast.
  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    const known = Object.entries(fieldErrors).filter(([name]) => name in form.getValues());
    if (known.length === 0) fail(failureMessage);
    for (const [name, message] of known) form.setError(name as Path<TValues>, { type: 'server', message });
  };

  const onValid = async (data: TValues, event?: { target?: EventTarget | null }) => {
    setPending(true);
    setFailure(null);
    try {
      const result = await send(data as unknown as TOutput, trapOf(event?.target));
      if (result.status === 'success') setSuccess(result);
      else if (result.status === 'failed') fail(result.message);
      else showFieldErrors(result.fieldErrors);
    } finally {
      setPending(false);
    }
  };

  return { onSubmit: hydrated ? form.handleSubmit(onValid) : undefined, pending, success, failure };
}
