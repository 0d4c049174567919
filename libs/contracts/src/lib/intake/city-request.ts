// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, requiredText, termsAccepted } from './fields';
import { CITY_REQUEST_MAX_LENGTH, intakeMessages } from './intake-messages';
import { optionalGiven } from '../zod-preprocess';

const optionalShortEmail = optionalGiven(
  email(intakeMessages.emailRequired, CITY_REQUEST_MAX_LENGTH, intakeMessages.emailTooLong),
);

const cityName = z
  .string({ error: intakeMessages.cityNameType })
  .check(
    z.trim(),
    z.minLength(1, intakeMessages.cityNameType),
    z.maxLength(CITY_REQUEST_MAX_LENGTH, intakeMessages.cityNameTooLong),
  );

/** POST /api/rds/request_a_city (spec §7): state, name, optional email. */
export const CityRequestInput = z.object({
  state: requiredText(intakeMessages.stateSelect),
  name: cityName,
  email: optionalShortEmail,
});
export type CityRequestInput = z.infer<typeof CityRequestInput>;

/** The request-a-city form, validated on blur (spec §5 "City request form"). */
export const CityRequestFormInput = z.extend(CityRequestInput, {
  terms: termsAccepted,
});
export type CityRequestFormInput = z.infer<typeof CityRequestFormInput>;
