/** User-visible messages of sign-in and the dashboard calls. */
export const authMessages = {
  emailRequired: 'Please enter an email address',
  passwordRequired: 'Please enter your password',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in',
  forbidden: 'You can only see your own saved locations',
  locationNotFound: 'No saved location with this id',
} as const;
