/** The questions of the Subscription feedback survey, in step order (step 0 content ... step 5 contact). */
export const subscriptionQuestions = ['content', 'clarity', 'accuracy', 'frequency', 'overall', 'contact'] as const;
export type SubscriptionQuestion = (typeof subscriptionQuestions)[number];

/** Answer sets of the spec (§5 "Subscription survey"). */
export const subscriptionChoices = {
  content: ['Yes', 'Sometimes', 'No'],
  clarity: ['Yes', 'Sometimes', 'No'],
  accuracy: ['Yes', 'Sometimes', 'No'],
  frequency: ['Yes', 'No'],
  overall: ['Awesome', 'Good', 'Fair', 'Poor', 'Bad'],
  contact: ['Yes', 'No'],
} as const satisfies Record<SubscriptionQuestion, readonly string[]>;

export type SubscriptionAnswer<Q extends SubscriptionQuestion = SubscriptionQuestion> =
  (typeof subscriptionChoices)[Q][number];

export type SubscriptionAnswers = { [Q in SubscriptionQuestion]?: SubscriptionAnswer<Q> };

/** Questions with an optional free-text box (the record's extraContent ... extraOverall). */
export const subscriptionExtraQuestions = ['content', 'clarity', 'accuracy', 'frequency', 'overall'] as const;
export type SubscriptionExtraQuestion = (typeof subscriptionExtraQuestions)[number];

/** Survey messages of the spec, word for word. */
export const surveyMessages = {
  selectOption: 'Please select an option',
} as const;

/** True when `value` is one of the answers of `question` (answers may arrive from a posted form). */
export function isSubscriptionAnswer<Q extends SubscriptionQuestion>(
  question: Q,
  value: unknown,
): value is SubscriptionAnswer<Q> {
  return (subscriptionChoices[question] as readonly unknown[]).includes(value);
}

export function isSubscriptionQuestion(value: unknown): value is SubscriptionQuestion {
  return (subscriptionQuestions as readonly unknown[]).includes(value);
}

export function isSubscriptionExtraQuestion(value: unknown): value is SubscriptionExtraQuestion {
  return (subscriptionExtraQuestions as readonly unknown[]).includes(value);
}
