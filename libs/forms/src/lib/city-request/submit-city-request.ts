import { cityRequestBody, intakeToasts, isTrapped, type CityRequestFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import type { SubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';

/** What a city request answers once the gateway took it: the city's name for the thanks. */
export interface CityRequestSuccess {
  name: string;
}

export type CityRequestResult = FormResult<CityRequestSuccess>;

/**
 * Spec §7: POST /api/rds/request_a_city with state, name and the optional email. A filled honeypot is
 * answered like success, and sent nowhere.
 */
export async function submitCityRequest(
  client: IntakeCalls,
  values: CityRequestFormInput,
  { trap, ...options }: SubmitOptions = {},
): Promise<CityRequestResult> {
  if (isTrapped(trap)) return { status: 'success', name: values.name };
  try {
    await client.requestCity(cityRequestBody(values), options);
    return { status: 'success', name: values.name };
  } catch (error) {
    return submissionFailure(error, intakeToasts.cityRequestFailed, { ...values });
  }
}
