import { CityRequestFormInput, INTAKE_TOAST_MS, intakeToasts } from '@civicbrief/contracts';
import { useToast } from '@civicbrief/design-system';
import { createGatewayClient, type GatewayClient } from '@civicbrief/gateway-client';
import { useCallback, useState } from 'react';
import { trapOf } from '../honeypot';
import { showServerErrors } from '../newsletter/form-event';
import { useRevalidateShownErrors } from '../newsletter/use-revalidate-shown-errors';
import { useIntakeForm } from '../use-intake-form';
import { CITY_REQUEST_FIELDS, cityRequestSchema, EMPTY_CITY_REQUEST, initialCityRequestValues, type CityRequestFormValues } from './city-request-values';
import type { CityRequestResult, CityRequestSuccess } from './submit-city-request';
import { submitCityRequest } from './submit-city-request';

export interface UseCityRequestFormOptions {
  /** The city name typed in the city search (?name=). */
  prefillName?: string;
  result?: CityRequestResult | null;
  client?: GatewayClient;
}

/** The request-a-city form's state: validated on blur, sent from the browser, reset for another city. */
export function useCityRequestForm({ prefillName = '', result, client }: UseCityRequestFormOptions) {
  const form = useIntakeForm<CityRequestFormValues>({
    schema: cityRequestSchema(CityRequestFormInput),
    mode: 'onBlur',
    defaultValues: initialCityRequestValues(prefillName, result),
    result,
  });
  useRevalidateShownErrors(form);
  const toast = useToast();
  const [success, setSuccess] = useState<CityRequestSuccess | null>(result?.status === 'success' ? result : null);
  // After 'Submit another city' the name field takes focus once it is back on the page.
  const [another, setAnother] = useState(false);

  const submit = form.handleSubmit(async (values, event) => {
    const parsed = CityRequestFormInput.parse(values);
    const outcome = await submitCityRequest(client ?? createGatewayClient({ baseUrl: '' }), parsed, { trap: trapOf(event?.target) });
    if (outcome.status === 'success') {
      setSuccess(outcome);
      return;
    }
    if (outcome.status === 'invalid' && showServerErrors(form, outcome.fieldErrors, CITY_REQUEST_FIELDS)) return;
    toast({ title: outcome.status === 'failed' ? outcome.message : intakeToasts.cityRequestFailed, status: 'error', duration: INTAKE_TOAST_MS, closable: true });
  });

  const submitAnother = useCallback(() => {
    form.reset(EMPTY_CITY_REQUEST);
    setSuccess(null);
    setAnother(true);
  }, [form]);

  return { form, submit, success, submitting: form.formState.isSubmitting, submitAnother, focusName: another };
}
