'use client';

import { intakeToasts, isTrapped, NewsletterFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { LocationValues } from '@civicbrief/locations';
import { useMemo, useState } from 'react';
import { browserClient } from '../shared/browser-client';
import { useFormSubmission } from '../shared/use-form-submission';
import { useRevalidateShownErrors } from '../shared/use-revalidate-shown-errors';
import { trackNewsletterComplete } from './newsletter-analytics';
import { initialNewsletterValues, newsletterSchema } from './newsletter-values';
import { submitNewsletter, type NewsletterResult, type NewsletterSuccess } from './submit-newsletter';
import { useLocationLinkage } from './use-location-linkage';

export interface UseNewsletterFormOptions {
  defaults: LocationValues;
  /** The /subscribe action's answer when the page was rendered after a post without JavaScript. */
  result?: NewsletterResult | null;
  /** The gateway calls; the same-origin browser client unless a test gives its own. */
  client?: IntakeCalls;
  onSuccess?: (success: NewsletterSuccess) => void;
}

/** The newsletter form's state: fields, linkage, the submit rule of spec §4, and the outcome. */
export function useNewsletterForm({ defaults, result, client, onSuccess }: UseNewsletterFormOptions) {
  // The first values, kept: the server writes them into the HTML (react-hook-form only sets them once
  // hydrated), so a page without JavaScript shows and posts them too.
  const [initial] = useState(() => initialNewsletterValues(defaults, result));
  const submission = useFormSubmission({
    schema: newsletterSchema(NewsletterFormInput),
    mode: 'onBlur',
    defaultValues: initial,
    result,
    failureMessage: intakeToasts.subscribeFailed,
    send: (values, trap) => submitNewsletter(client ?? browserClient(), values, window.location.href, { trap }),
    onSuccess: (success, trap) => {
      // A bot sees the thanks too, but is not counted as a subscription.
      if (!isTrapped(trap)) trackNewsletterComplete(success.city, window.location.href);
      onSuccess?.(success);
    },
  });
  const { form, pending } = submission;
  // Validated on blur: a field showing a message is checked again as it changes.
  useRevalidateShownErrors(form);
  useLocationLinkage(form);
  // formState.isValid is only refreshed on blur in onBlur mode: a mouse user who ticks the terms last
  // would meet a disabled button. The values are checked as they change instead (not again on submit).
  const values = form.watch();
  // Keyed on the values' content: watch() may answer a new object on every render.
  const key = JSON.stringify(values);
  const isValid = useMemo(() => NewsletterFormInput.safeParse(values).success, [key]);

  return {
    ...submission,
    initial,
    // Spec §4 "Submit button": valid, not loading, and a city and a state chosen.
    canSubmit: isValid && !pending && Boolean(values.city) && Boolean(values.state),
  };
}
