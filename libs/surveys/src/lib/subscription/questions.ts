import { subscriptionChoices, subscriptionQuestions, type SubscriptionQuestion } from '@civicbrief/contracts';

// The questions and answer sets live in contracts (the gateway validates the same ones).
export {
  subscriptionChoices,
  subscriptionQuestions,
  surveyMessages,
  type SubscriptionQuestion,
} from '@civicbrief/contracts';

export type SubscriptionAnswer<Q extends SubscriptionQuestion = SubscriptionQuestion> =
  (typeof subscriptionChoices)[Q][number];

export type SubscriptionAnswers = { [Q in SubscriptionQuestion]?: SubscriptionAnswer<Q> };

/** Questions with an optional free-text box (the record's extraContent ... extraOverall). */
export const subscriptionExtraQuestions = ['content', 'clarity', 'accuracy', 'frequency', 'overall'] as const;
export type SubscriptionExtraQuestion = (typeof subscriptionExtraQuestions)[number];

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
