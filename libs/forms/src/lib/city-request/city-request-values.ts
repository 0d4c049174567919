import { CITY_REQUEST_MAX_LENGTH, type CityRequestFormInput } from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import type { CityRequestResult } from './submit-city-request';

/** The request-a-city fields as the browser holds them. */
export interface CityRequestFormValues {
  name: string;
  state: string;
  email: string;
  terms: boolean;
}

export const EMPTY_CITY_REQUEST: CityRequestFormValues = { name: '', state: '', email: '', terms: false };

/** CityRequestFormInput as react-hook-form sees it: browser values in, parsed values out. */
export const cityRequestSchema = (schema: typeof CityRequestFormInput) =>
  schema as unknown as z.core.$ZodType<CityRequestFormInput, CityRequestFormValues>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** First values: the action's values as sent after a failed post, else the name typed in the city search. */
export function initialCityRequestValues(
  prefillName: string,
  result?: CityRequestResult | null,
): CityRequestFormValues {
  if (result && result.status !== 'success') {
    const sent = result.values;
    return {
      name: text(sent['name']),
      state: text(sent['state']),
      email: text(sent['email']),
      terms: sent['terms'] === true,
    };
  }
  return { ...EMPTY_CITY_REQUEST, name: prefillName.trim().slice(0, CITY_REQUEST_MAX_LENGTH) };
}
