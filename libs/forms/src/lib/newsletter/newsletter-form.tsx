'use client';

import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { LocationValues } from '@civicbrief/locations';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { CheckboxField, TextField } from '../fields';
import { FormError } from '../form-error';
import { HoneypotField } from '../honeypot-field';
import { SubmitButton } from '../submit-button';
import { failureText } from '../shared/failure-text';
import { TermsLabel } from '../shared/terms-label';
import { LocationFields } from './location-fields';
import { NewsletterThanks, type ThanksHeadingLevel } from './newsletter-thanks';
import type { NewsletterResult, NewsletterSuccess } from './submit-newsletter';
import { useNewsletterForm } from './use-newsletter-form';
import { theme } from '@civicbrief/design-system';

export interface NewsletterFormProps {
  /** The place the form starts with (from the page's path, else Saratoga). */
  defaults: LocationValues;
  /** The form's accessible name; each form on a page needs its own. */
  label: string;
  /** The route whose action takes the post without JavaScript. */
  action?: string;
  result?: NewsletterResult | null;
  showLocation?: boolean;
  hiddenCities?: readonly string[];
  thanksHeadingLevel?: ThanksHeadingLevel;
  /** Prefix of the field ids, so two newsletter forms on one page never share one. */
  idPrefix?: string;
  client?: IntakeCalls;
  onSuccess?: (success: NewsletterSuccess) => void;
  /** Told the chosen place as it changes (the footer block's heading names the city). */
  onLocationChange?: (place: LocationValues) => void;
}

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  column-gap: ${theme.space[4]};
  align-items: start;

  & > .full-row {
    grid-column: 1 / -1;
  }
`;

/**
 * The newsletter form of the modal, the footer block and /subscribe (spec §4, §5): validated on blur,
 * sent from the browser once hydrated, and posted to `action` when JavaScript is off.
 */
export function NewsletterForm({
  defaults,
  label,
  action = '/subscribe',
  result,
  showLocation = true,
  hiddenCities,
  thanksHeadingLevel = 'h2',
  idPrefix = 'newsletter',
  client,
  onSuccess,
  onLocationChange,
}: NewsletterFormProps) {
  const { form, hydrated, initial, onSubmit, success, pending, canSubmit } = useNewsletterForm({
    defaults,
    result,
    client,
    onSuccess,
  });
  const [city, county, state] = form.watch(['city', 'county', 'state']);
  useEffect(() => onLocationChange?.({ city, county, state }), [city, county, state, onLocationChange]);

  if (success)
    return (
      <NewsletterThanks
        confirmationSent={success.confirmationSent}
        headingLevel={thanksHeadingLevel}
        focusOnMount={hydrated}
      />
    );
  return (
    <Fields method="post" action={action} noValidate aria-label={label} onSubmit={onSubmit}>
      <div className="full-row">
        <FormError message={failureText(result)} />
      </div>
      <TextField
        form={form}
        name="email"
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={initial.email}
      />
      <TextField
        form={form}
        name="first_name"
        id={`${idPrefix}-first-name`}
        label="First name (optional)"
        autoComplete="given-name"
        defaultValue={initial.first_name}
      />
      <LocationFields
        form={form}
        initial={initial}
        showLocation={showLocation}
        hiddenCities={hiddenCities}
        idPrefix={idPrefix}
      />
      <div className="full-row">
        <CheckboxField
          form={form}
          name="terms"
          id={`${idPrefix}-terms`}
          label={<TermsLabel />}
          required
          defaultChecked={initial.terms}
        />
        <HoneypotField />
        {/* Before hydration the button must stay usable: the browser posts the form to the action. */}
        <SubmitButton loading={pending} disabled={hydrated && !canSubmit} loadingLabel="Subscribing…">
          Subscribe
        </SubmitButton>
      </div>
    </Fields>
  );
}
