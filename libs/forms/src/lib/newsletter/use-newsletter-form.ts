import { INTAKE_TOAST_MS, intakeToasts, isTrapped, NewsletterFormInput } from '@civicbrief/contracts';
import { useToast } from '@civicbrief/design-system';
import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';
import type { LocationValues } from '@civicbrief/locations';
import { useState } from 'react';
import { useIntakeForm } from '../use-intake-form';
import { trapOf } from '../honeypot';
import { showServerErrors } from './form-event';
import { trackNewsletterComplete } from './newsletter-analytics';
import { initialNewsletterValues, NEWSLETTER_FIELDS, newsletterSchema, type NewsletterFormValues } from './newsletter-values';
import { submitNewsletter, type NewsletterResult, type NewsletterSuccess } from './submit-newsletter';
import { useLocationLinkage } from './use-location-linkage';
import { useRevalidateShownErrors } from './use-revalidate-shown-errors';

export interface UseNewsletterFormOptions {
  defaults: LocationValues;
  /** The /subscribe action's answer when the page was rendered after a post without JavaScript. */
  result?: NewsletterResult | null;
  /** The gateway calls; the same-origin browser client unless a test gives its own. */
  client?: GatewayClient;
  onSuccess?: (success: NewsletterSuccess) => void;
}

const successOf = (result?: NewsletterResult | null) => (result?.status === 'success' ? result : null);

/** The newsletter form's state: fields, linkage, the submit rule of spec §4, and the outcome. */
export function useNewsletterForm({ defaults, result, client, onSuccess }: UseNewsletterFormOptions) {
  // The first values, kept: the server writes them into the HTML (react-hook-form only sets them once
  // hydrated), so a page without JavaScript shows and posts them too.
  const [initial] = useState(() => initialNewsletterValues(defaults, result));
  const form = useIntakeForm<NewsletterFormValues>({ schema: newsletterSchema(NewsletterFormInput), mode: 'onBlur', defaultValues: initial, result });
  useLocationLinkage(form);
  useRevalidateShownErrors(form);
  const toast = useToast();
  const [success, setSuccess] = useState<NewsletterSuccess | null>(successOf(result));
  // formState.isValid is only refreshed on blur in onBlur mode: a mouse user who ticks the terms last
  // would meet a disabled button. The schema is checked against the values as they are instead.
  const values = form.watch();
  const isValid = NewsletterFormInput.safeParse(values).success;
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values, event) => {
    const parsed = NewsletterFormInput.parse(values);
    const pageUrl = window.location.href;
    const trap = trapOf(event?.target);
    const outcome = await submitNewsletter(client ?? createGatewayClient({ baseUrl: '' }), parsed, pageUrl, { trap });
    if (outcome.status === 'success') {
      // A bot sees the thanks too, but is not counted as a subscription.
      if (!isTrapped(trap)) trackNewsletterComplete(outcome.city, pageUrl);
      setSuccess(outcome);
      onSuccess?.(outcome);
      return;
    }
    if (outcome.status === 'invalid' && showServerErrors(form, outcome.fieldErrors, NEWSLETTER_FIELDS)) return;
    toast({ title: outcome.status === 'failed' ? outcome.message : intakeToasts.subscribeFailed, status: 'error', duration: INTAKE_TOAST_MS, closable: true });
  });

  return {
    form,
    initial,
    submit,
    success,
    submitting: isSubmitting,
    // Spec §4 "Submit button": valid, not loading, and a city and a state chosen.
    canSubmit: isValid && !isSubmitting && Boolean(values.city) && Boolean(values.state),
  };
}
