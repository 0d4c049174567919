import {
  saratogaReasons,
  type SaratogaChoiceField,
  type SaratogaTextField,
  type SubscriptionQuestion,
} from '@civicbrief/contracts';

/** What each Subscription survey question asks. */
export const subscriptionPrompts: Record<SubscriptionQuestion, string> = {
  content: 'Does the newsletter cover the meetings and topics you care about?',
  clarity: 'Are the meeting summaries clear and easy to read?',
  accuracy: 'Do the summaries match what was decided at the meetings?',
  frequency: 'Do you get the newsletter as often as you would like?',
  overall: 'How would you rate the newsletter overall?',
  contact: 'May we contact you about your answers?',
};

export const subscriptionExtraPrompt = 'Anything you would like to add? (optional)';

export const saratogaReasonPrompt = 'Why did you subscribe to the Saratoga newsletter? Choose all that apply.';
export const saratogaRankPrompt = 'Rank your reasons, the most important first.';

export const saratogaPrompts: Record<SaratogaChoiceField, string> = {
  secondQuestion: 'How often would you like to receive the newsletter?',
  thirdQuestion: 'Would you like a summary of each agenda before the meeting?',
  fourthQuestion: 'Are the topics we cover relevant to you?',
  fifthQuestion: 'Which other topic would you most like us to cover?',
  sixthQuestion: 'Which explainer would help you most?',
  seventhQuestion: 'Are the summaries easy to understand?',
  eighthQuestion: 'Do you find the summaries reliable and accurate?',
};

export const saratogaTextPrompts: Record<SaratogaTextField, string> = {
  fourthQuestion2: 'Any other topic we should follow? (optional)',
  seventhQuestion2: 'What could be clearer? (optional)',
};

export const reasonLabel = (value: string): string =>
  saratogaReasons.find((reason) => reason.value === value)?.label ?? value;

/** Shown instead of the questions when the link carries no subscriber id (spec §4). */
export const noSubscriberText =
  'This survey is for newsletter subscribers. Please open it from the link in your newsletter email, so that we know whose answers these are.';
