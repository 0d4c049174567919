import {
  subscriptionQuestions,
  type SubscriptionAnswers,
  type SubscriptionExtraQuestion,
  type SubscriptionQuestion,
} from './questions';

/** 0-5 are the questions; 6 means the answers are being submitted. */
export type SubscriptionStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const submitStep = 6;
export const lastQuestionStep = 5;

/** Who answers: from the URL's id and the subscriber lookup. */
export interface SurveySubscriber {
  id: string;
  email: string;
  city: string;
  county: string;
  state: string;
}

export interface SubscriptionSurveyState {
  step: SubscriptionStep;
  /** answering: on a question; submitting: step 6, the record is being sent; done: it was accepted. */
  status: 'answering' | 'submitting' | 'done';
  answers: SubscriptionAnswers;
  extra: Partial<Record<SubscriptionExtraQuestion, string>>;
  subscriber: SurveySubscriber;
  /** The spec's 'Please select an option' after Next without a choice; cleared by any change. */
  error: string | null;
  event: string;
}

export type SubscriptionSurveyEvent =
  | { type: 'choose'; question: SubscriptionQuestion; answer: string }
  | { type: 'setExtra'; question: SubscriptionExtraQuestion; text: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded' }
  | { type: 'subscriberLoaded'; subscriber: Partial<SurveySubscriber> };

export const defaultSurveyEvent = 'SubscriptionFeedbackSurvey';

export function createSubscriptionSurvey(
  init: Partial<SurveySubscriber> & { event?: string } = {},
): SubscriptionSurveyState {
  const { event = defaultSurveyEvent, ...subscriber } = init;
  return {
    step: 0,
    status: 'answering',
    answers: {},
    extra: {},
    subscriber: { id: '', email: '', city: '', county: '', state: '', ...subscriber },
    error: null,
    event,
  };
}

/** The question on screen, or null while submitting or done. */
export function currentQuestion(state: SubscriptionSurveyState): SubscriptionQuestion | null {
  const questions: readonly SubscriptionQuestion[] = subscriptionQuestions;
  return state.status === 'answering' ? (questions[state.step] ?? null) : null;
}

/** Progress bar value: 20 x step (spec §9), at most 100. */
export function surveyProgress(state: Pick<SubscriptionSurveyState, 'step'>): number {
  return Math.min(100, 20 * state.step);
}

/** The subscriber with the lookup's non-empty id, email and location (both surveys). */
export function mergeSubscriber(current: SurveySubscriber, given: Partial<SurveySubscriber>): SurveySubscriber {
  const fields = ['id', 'email', 'city', 'county', 'state'] as const;
  const known = Object.fromEntries(
    fields.flatMap((field) => (typeof given[field] === 'string' && given[field] !== '' ? [[field, given[field]]] : [])),
  );
  return { ...current, ...known };
}
