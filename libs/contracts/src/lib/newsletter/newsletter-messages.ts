/** `A`, `A and B`, `A; B; and C` (the parts have commas of their own: "Saratoga, California"). */
export function listOfPlaces(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}`;
}

/** What the newsletter's signed-link pages (confirm, unsubscribe, my data) and their answers say. */
export const newsletterMessages = {
  linkInvalid: 'This link is not valid. Please check that you opened the whole link from the email.',
  linkExpired: 'This link has expired. Please use the link in a more recent email.',
  subscriptionNotFound: 'We could not find this subscription. Its data may have been erased.',

  confirmTitle: 'Confirm your subscription',
  confirmIntro: (city: string, state: string) =>
    `Confirm that you want to receive the CivicBrief newsletter for ${city}, ${state}.`,
  confirmButton: 'Confirm your subscription',
  confirmed: 'Your subscription is confirmed. Thank you!',
  alreadyConfirmed: 'Your subscription is already confirmed.',

  unsubscribeTitle: 'Unsubscribe',
  unsubscribeIntro: (city: string, state: string) => `Stop receiving the CivicBrief newsletter for ${city}, ${state}.`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not receive this newsletter any more.',
  /** A `newsletter` link's page: every city the address receives. */
  unsubscribeAllIntro: (places: readonly string[]) =>
    `Stop receiving the CivicBrief newsletter for ${listOfPlaces(places)}.`,
  unsubscribeAllButton: 'Unsubscribe from all',

  frequencyTitle: 'How often you get the newsletter',
  frequencyIntro: 'One newsletter mail covers all of your cities. Choose how often it comes.',
  frequencyLabel: 'How often',
  frequencyChoices: { weekly: 'Weekly', daily: 'Daily', off: 'Never' },
  frequencyButton: 'Save',
  frequencySaved: {
    weekly: 'Saved. Your newsletter will come once a week.',
    daily: 'Saved. Your newsletter will come once a day, when your cities have news.',
    off: 'Saved. The newsletter mail will not come. You can turn it back on here at any time.',
  },
  frequencyLink: 'Rather get it less often? Choose how often it comes.',
  frequencyMyDataLink: 'Choose how often the newsletter comes',

  myDataTitle: 'Your data',
  myDataIntro: 'Download a copy of everything we hold about your email address, or erase it.',
  downloadButton: 'Download my data',
  eraseHeading: 'Erase my data',
  eraseConfirmLabel:
    'I understand that this erases my subscriptions and everything else we hold about my email address.',
  eraseConfirmRequired: 'Please tick the box to confirm.',
  eraseButton: 'Erase my data',
  erased: 'Your data has been erased.',
} as const;

/** The confirmation email (double opt-in). */
export const newsletterEmails = {
  confirmSubject: 'Please confirm your CivicBrief subscription',
  greeting: (firstName?: string | null) => (firstName ? `Hi ${firstName},` : 'Hi,'),
  confirmBody: (city: string, state: string) =>
    `Please confirm that you want to receive the CivicBrief newsletter for ${city}, ${state}.`,
  confirmAction: 'Confirm your subscription',
  confirmIgnore: 'If you did not ask for this, ignore this email: you will not hear from us again.',
  unsubscribe: 'Unsubscribe',
  myData: 'Download or erase your data',
} as const;
