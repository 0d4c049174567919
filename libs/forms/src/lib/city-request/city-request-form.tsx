'use client';

import { CITY_REQUEST_MAX_LENGTH } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import { usStates } from '@civicbrief/locations';
import { useEffect } from 'react';
import { CheckboxField, SelectField, TextField } from '../fields';
import { FormError } from '../form-error';
import { failureText } from '../shared/failure-text';
import { FormEnd } from '../shared/form-end';
import { FormBody } from '../shared/form-body';
import { TermsLabel } from '../shared/terms-label';
import { CityRequestThanks } from './city-request-thanks';
import { EMPTY_CITY_REQUEST } from './city-request-values';
import type { CityRequestResult } from './submit-city-request';
import { useCityRequestForm } from './use-city-request-form';

export interface CityRequestFormProps {
  /** The city name typed in the city search (?name=), put in the name field. */
  prefillName?: string;
  /** The route whose action takes the post without JavaScript. */
  action?: string;
  result?: CityRequestResult | null;
  client?: IntakeCalls;
}

const stateOptions = usStates.map((state) => ({ value: state.name, label: state.name }));

/**
 * The request-a-city form (spec §4, §5): city name and state required, email optional, terms; validated
 * on blur. Sent from the browser once hydrated, posted to `action` without JavaScript.
 */
export function CityRequestForm({ prefillName, action = '/request-a-city', result, client }: CityRequestFormProps) {
  const { form, hydrated, onSubmit, success, pending, submitAnother, focusName } = useCityRequestForm({
    prefillName,
    result,
    client,
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusName && !success) setFocus('name');
  }, [focusName, success, setFocus]);

  // The server writes the values into the HTML (react-hook-form only sets them once hydrated); after
  // 'Submit another city' these are the reset's empty values.
  const initial = { ...EMPTY_CITY_REQUEST, ...form.formState.defaultValues };
  if (success) {
    return (
      <CityRequestThanks
        name={success.name}
        formHref={action}
        onSubmitAnother={hydrated ? submitAnother : undefined}
        focusOnMount={hydrated}
      />
    );
  }
  return (
    <FormBody method="post" action={action} noValidate aria-label="Request a city" onSubmit={onSubmit}>
      <FormError message={failureText(result)} />
      <TextField
        form={form}
        name="name"
        id="city-request-name"
        label="City name"
        required
        maxLength={CITY_REQUEST_MAX_LENGTH}
        autoComplete="address-level2"
        defaultValue={initial.name}
      />
      <SelectField
        form={form}
        name="state"
        id="city-request-state"
        label="State"
        required
        placeholder="Select a state"
        options={stateOptions}
        defaultValue={initial.state}
      />
      <TextField
        form={form}
        name="email"
        id="city-request-email"
        label="Email (optional)"
        hint="We'll let you know when we cover your city."
        type="email"
        maxLength={CITY_REQUEST_MAX_LENGTH}
        autoComplete="email"
        defaultValue={initial.email}
      />
      <CheckboxField
        form={form}
        name="terms"
        id="city-request-terms"
        label={<TermsLabel />}
        required
        defaultChecked={initial.terms}
      />
      <FormEnd pending={pending} loadingLabel="Submitting…">
        Submit request
      </FormEnd>
    </FormBody>
  );
}
