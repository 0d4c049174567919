// Browser entry: the form components, their pure submit functions and the pieces forms share.
// The no-JavaScript action is behind './server', test helpers behind './testing'.
export * from './lib/field-error-message';
export * from './lib/field-error';
export * from './lib/form-field';
export * from './lib/fields';
export * from './lib/form-error';
export * from './lib/honeypot-field';
export * from './lib/honeypot';
export * from './lib/submit-button';
export * from './lib/parse-form';
export * from './lib/echo-values';
export * from './lib/use-hydrated';
export * from './lib/use-intake-form';
export * from './lib/submission-failure';
export { browserClient } from './lib/shared/browser-client';
export { useFormSubmission, type FormSubmissionOptions } from './lib/shared/use-form-submission';
export { useSubmission, type SubmissionOptions, type Success } from './lib/shared/use-submission';
export { failureText } from './lib/shared/failure-text';
export { LeadSuccess, SuccessPanel, type SuccessPanelProps } from './lib/shared/success-panel';
export type { LeadSubmitOptions, SubmitOptions } from './lib/shared/submit-options';
export * from './lib/newsletter';
export * from './lib/city-request';
export * from './lib/city-autocomplete/city-matches';
export {
  CityAutocomplete,
  ENTER_CITY_MANUALLY,
  type CityAutocompleteProps,
} from './lib/city-autocomplete/city-autocomplete';
export { OnboardingForm, type OnboardingFormProps } from './lib/onboarding/onboarding-form';
export { submitOnboarding } from './lib/onboarding/submit-onboarding';
export { RealEstateLeadForm, type RealEstateLeadFormProps } from './lib/real-estate/real-estate-lead-form';
export { submitRealEstateLead } from './lib/real-estate/submit-real-estate-lead';
export { RsvpForm, type RsvpFormProps } from './lib/rsvp/rsvp-form';
export { submitRsvp, type RsvpResult, type RsvpSubmitOptions } from './lib/rsvp/submit-rsvp';
export { rsvpInvitation, RSVP_TIME_TO_BE_ANNOUNCED, type RsvpInvitation } from './lib/rsvp/rsvp-invitation';
export * from './lib/demo-request';
export * from './lib/alerts';
