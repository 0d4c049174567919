import {
  isSubscriptionAnswer,
  isSubscriptionExtraQuestion,
  subscriptionQuestions,
  surveyMessages,
  type SubscriptionAnswers,
  type SubscriptionExtraQuestion,
  type SubscriptionQuestion,
} from './questions';

/** 0-5 are the questions; 6 means the answers are being submitted. */
export type SubscriptionStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const submitStep = 6;
const lastQuestionStep = 5;

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

/** Choosing the chosen answer again clears it (spec §4); an answer outside the question's set is ignored. */
export function choose(
  state: SubscriptionSurveyState,
  question: SubscriptionQuestion,
  answer: string,
): SubscriptionSurveyState {
  if (state.status !== 'answering' || !isSubscriptionAnswer(question, answer)) return state;
  const answers = { ...state.answers };
  if (answers[question] === answer) delete answers[question];
  else Object.assign(answers, { [question]: answer });
  return { ...state, answers, error: null };
}

/** Optional free text of a question; not required to advance. */
export function setExtra(
  state: SubscriptionSurveyState,
  question: SubscriptionExtraQuestion,
  text: string,
): SubscriptionSurveyState {
  if (state.status !== 'answering' || !isSubscriptionExtraQuestion(question)) return state;
  return { ...state, extra: { ...state.extra, [question]: text } };
}

/** Next: one step forward when the current question has an answer; from step 5 this starts submitting. */
export function next(state: SubscriptionSurveyState): SubscriptionSurveyState {
  const question = currentQuestion(state);
  if (question === null) return state;
  if (state.answers[question] === undefined) return { ...state, error: surveyMessages.selectOption };
  const step = (state.step + 1) as SubscriptionStep;
  return { ...state, step, status: step === submitStep ? 'submitting' : 'answering', error: null };
}

/** Back: one step back, never below 0; not while the answers are being sent or after they were accepted. */
export function back(state: SubscriptionSurveyState): SubscriptionSurveyState {
  if (state.status !== 'answering' || state.step === 0) return state;
  return { ...state, step: (state.step - 1) as SubscriptionStep, error: null };
}

/** The submission failed: back to the last question, answers kept (the view shows the error toast). */
export function submitFailed(state: SubscriptionSurveyState): SubscriptionSurveyState {
  if (state.status !== 'submitting') return state;
  return { ...state, step: lastQuestionStep, status: 'answering' };
}

/** The submission was accepted: the confirmation replaces the survey. */
export function submitSucceeded(state: SubscriptionSurveyState): SubscriptionSurveyState {
  return state.status === 'submitting' ? { ...state, status: 'done' } : state;
}

/** A valid subscriber lookup sets email and location; the URL's id stays unless the lookup gives one. */
export function subscriberLoaded(
  state: SubscriptionSurveyState,
  subscriber: Partial<SurveySubscriber>,
): SubscriptionSurveyState {
  return { ...state, subscriber: mergeSubscriber(state.subscriber, subscriber) };
}

/** The subscriber with the lookup's non-empty id, email and location (both surveys). */
export function mergeSubscriber(current: SurveySubscriber, given: Partial<SurveySubscriber>): SurveySubscriber {
  const fields = ['id', 'email', 'city', 'county', 'state'] as const;
  const known = Object.fromEntries(
    fields.flatMap((field) => (typeof given[field] === 'string' && given[field] !== '' ? [[field, given[field]]] : [])),
  );
  return { ...current, ...known };
}

export function subscriptionSurveyReducer(
  state: SubscriptionSurveyState,
  event: SubscriptionSurveyEvent,
): SubscriptionSurveyState {
  switch (event.type) {
    case 'choose':
      return choose(state, event.question, event.answer);
    case 'setExtra':
      return setExtra(state, event.question, event.text);
    case 'next':
      return next(state);
    case 'back':
      return back(state);
    case 'submitFailed':
      return submitFailed(state);
    case 'submitSucceeded':
      return submitSucceeded(state);
    case 'subscriberLoaded':
      return subscriberLoaded(state, event.subscriber);
    default:
      return event satisfies never;
  }
}
