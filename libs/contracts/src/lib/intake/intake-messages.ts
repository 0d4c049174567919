/** Field messages of the spec's forms (§5) and their failure toasts (§8), word for word. */
export const intakeMessages = {
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  termsRequired: 'Please agree to the terms and conditions',
  citySelect: 'Please select a city',
  countySelect: 'Please select a county',
  stateSelect: 'Please select a state',
  // Onboarding and real-estate lead (validated on change).
  nameType: 'Please type your name',
  lastNameType: 'Please type your last name',
  emailType: 'Please type your email address',
  titleType: 'Please type your role or title',
  cityType: 'Please type your city name',
  stateSelectYours: 'Please select your state',
  companyType: 'Please type your company name',
  // City request (validated on blur).
  cityNameType: 'Please type a city name',
  cityNameTooLong: 'City name must be at most 30 characters',
  emailTooLong: 'Email must be at most 30 characters',
  // RSVP (validated on blur).
  firstNameEnter: 'Please enter your first name',
  lastNameEnter: 'Please enter your last name',
  willAttendSelect: 'Please select if you will attend',
} as const;

/** Failure toasts (§8) and success texts of the intake forms. */
export const intakeToasts = {
  subscribeFailed: 'Error while subscribing',
  onboardingFailed: 'Error while onboarding',
  cityRequestFailed: 'Error submitting city',
  submitFailed: 'Error while submitting. Please try again later',
  /** Answer of every intake write over its per-IP limit (HTTP 429). */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

/** §9: toast duration for every intake failure. */
export const INTAKE_TOAST_MS = 5000;
/** §9: city request inputs max length. */
export const CITY_REQUEST_MAX_LENGTH = 30;

/** What replaces each form once it succeeds. */
export const intakeThanks = {
  newsletter: 'Thank you for subscribing!',
  newsletterConfirm: 'Please check your inbox and confirm your subscription.',
  onboarding: 'Thank you for your submission!',
  onboardingNext: 'Someone from our team will reach out to you soon.',
  cityRequest: (city: string) => `Thank you! We've received your request for ${city}.`,
  submitAnotherCity: 'Submit another city',
  rsvpAttending: 'Thank you! Your RSVP is confirmed. We look forward to seeing you there.',
  rsvpDeclined: "Thank you for letting us know. We're sorry you can't make it.",
} as const;
