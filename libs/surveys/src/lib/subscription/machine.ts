import { reduceLifecycleEvent } from '../survey-lifecycle';
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
  submitStep,
  type SubscriptionStep,
  type SubscriptionSurveyEvent,
  type SubscriptionSurveyState,
} from './survey-state';

export * from './survey-state';
export { submitSucceeded, subscriberLoaded } from '../survey-lifecycle';

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

export function subscriptionSurveyReducer(
  state: SubscriptionSurveyState,
  event: SubscriptionSurveyEvent,
): SubscriptionSurveyState {
  switch (event.type) {
    case 'choose':
      return choose(state, event.question, event.answer);
    case 'setExtra':
      return setExtra(state, event.question, event.text);
    default:
      return reduceLifecycleEvent(state, event, { next, back, submitFailed });
  }
}
