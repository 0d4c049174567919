import {
  isSubscriptionAnswer,
  isSubscriptionExtraQuestion,
  surveyMessages,
  type SubscriptionExtraQuestion,
  type SubscriptionQuestion,
} from './questions';

import {
  currentQuestion,
  lastQuestionStep,
  mergeSubscriber,
  submitStep,
  type SubscriptionStep,
  type SubscriptionSurveyEvent,
  type SubscriptionSurveyState,
  type SurveySubscriber,
} from './survey-state';

export * from './survey-state';

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
