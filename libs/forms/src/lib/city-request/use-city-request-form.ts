'use client';

import { CityRequestFormInput, intakeToasts } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import { useCallback, useState } from 'react';
import { browserClient } from '../shared/browser-client';
import { useFormSubmission } from '../shared/use-form-submission';
import { useRevalidateShownErrors } from '../shared/use-revalidate-shown-errors';
import { cityRequestSchema, EMPTY_CITY_REQUEST, initialCityRequestValues } from './city-request-values';
import { submitCityRequest, type CityRequestResult } from './submit-city-request';

export interface UseCityRequestFormOptions {
  /** The city name typed in the city search (?name=). */
  prefillName?: string;
  result?: CityRequestResult | null;
  client?: IntakeCalls;
}

/** The request-a-city form's state: validated on blur, sent from the browser, reset for another city. */
export function useCityRequestForm({ prefillName = '', result, client }: UseCityRequestFormOptions) {
  const submission = useFormSubmission({
    schema: cityRequestSchema(CityRequestFormInput),
    mode: 'onBlur',
    defaultValues: initialCityRequestValues(prefillName, result),
    result,
    failureMessage: intakeToasts.cityRequestFailed,
    send: (values, trap) => submitCityRequest(client ?? browserClient(), values, { trap }),
  });
  const { form, clearSuccess } = submission;
  // Validated on blur: a field showing a message is checked again as it changes.
  useRevalidateShownErrors(form);
  // After 'Submit another city' the name field takes focus once it is back on the page.
  const [another, setAnother] = useState(false);

  const submitAnother = useCallback(() => {
    form.reset(EMPTY_CITY_REQUEST);
    clearSuccess();
    setAnother(true);
  }, [form, clearSuccess]);

  return { ...submission, submitAnother, focusName: another };
}
