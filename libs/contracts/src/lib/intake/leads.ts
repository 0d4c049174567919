// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, optionalText, PLACE_MAX, requiredText, source, termsAccepted } from './fields';
import { intakeMessages } from './intake-messages';

const person = {
  first_name: requiredText(intakeMessages.nameType),
  last_name: requiredText(intakeMessages.lastNameType),
  email: email(intakeMessages.emailType),
  title: requiredText(intakeMessages.titleType),
};

/**
 * The onboarding form for public officials, validated on change (spec §5 "Onboarding form"). `manual`
 * is the 'enter your city manually' mode: city is typed instead of picked and state becomes required.
 */
export const OnboardingFormInput = z
  .object({
    ...person,
    manual: z._default(z.boolean(), false),
    city: z._default(z.string().check(z.trim(), z.maxLength(PLACE_MAX)), ''),
    county: optionalText(PLACE_MAX),
    state: z._default(z.string().check(z.trim(), z.maxLength(PLACE_MAX)), ''),
    terms: termsAccepted,
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (!value.city) {
          ctx.addIssue({
            code: 'custom',
            path: ['city'],
            message: value.manual ? intakeMessages.cityType : intakeMessages.citySelect,
          });
        }
        if (value.manual && !value.state) {
          ctx.addIssue({ code: 'custom', path: ['state'], message: intakeMessages.stateSelectYours });
        }
      },
      // Also while other fields are still wrong (say, terms not yet ticked): the form checks on change, and a
      // missing city must be told as soon as it is missing, not only once everything else is right.
      // Not when the value is no object at all (an issue at the root): there is nothing to read.
      {
        when: ({ issues }) =>
          !issues.some((issue) => !issue.path?.length || ['manual', 'city', 'state'].includes(String(issue.path[0]))),
      },
    ),
  );
export type OnboardingFormInput = z.infer<typeof OnboardingFormInput>;

/** The real-estate lead form: the onboarding fields plus company, without city and state. */
export const RealEstateLeadFormInput = z.object({
  ...person,
  company: requiredText(intakeMessages.companyType),
  terms: termsAccepted,
});
export type RealEstateLeadFormInput = z.infer<typeof RealEstateLeadFormInput>;

/** POST /api/customerio/subscribe (no workflow): an onboarding request from a public official. */
export const OnboardingSubscribeInput = z.object({
  data: z.object(
    {
      ...person,
      city: requiredText(intakeMessages.citySelect, PLACE_MAX),
      county: optionalText(PLACE_MAX),
      state: requiredText(intakeMessages.stateSelectYours, PLACE_MAX),
      source,
    },
    { error: 'data is required' },
  ),
});
export type OnboardingSubscribeInput = z.infer<typeof OnboardingSubscribeInput>;

/** POST /api/customerio/real-state-subscribe: a real-estate demo lead ("as above plus company"). */
export const RealEstateSubscribeInput = z.object({
  data: z.object(
    {
      ...person,
      company: requiredText(intakeMessages.companyType),
      city: optionalText(PLACE_MAX),
      county: optionalText(PLACE_MAX),
      state: optionalText(PLACE_MAX),
      source,
    },
    { error: 'data is required' },
  ),
});
export type RealEstateSubscribeInput = z.infer<typeof RealEstateSubscribeInput>;
