import { mergeSubscriber, type SurveySubscriber } from './subscription/survey-state';

/** What both survey machines' states have: where the survey is, and who answers. */
interface SurveyLifecycleState {
  status: 'intro' | 'answering' | 'submitting' | 'done';
  subscriber: SurveySubscriber;
}

/** The events both surveys share: Next and Back, the final post's outcome and the subscriber lookup. */
export type SurveyLifecycleEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded' }
  | { type: 'subscriberLoaded'; subscriber: Partial<SurveySubscriber> };

/** The transitions of the shared events that each survey makes its own way (its steps differ). */
export interface SurveyStepTransitions<S> {
  next(state: S): S;
  back(state: S): S;
  submitFailed(state: S): S;
}

/** The final post was accepted: the thank-you replaces the survey. */
export function submitSucceeded<S extends SurveyLifecycleState>(state: S): S {
  return state.status === 'submitting' ? { ...state, status: 'done' } : state;
}

/** A valid subscriber lookup sets email and location; the URL's id stays unless the lookup gives one. */
export function subscriberLoaded<S extends SurveyLifecycleState>(state: S, subscriber: Partial<SurveySubscriber>): S {
  return { ...state, subscriber: mergeSubscriber(state.subscriber, subscriber) };
}

/** A survey reducer's shared events: the survey's own transitions, or the ones that are the same for both. */
export function reduceLifecycleEvent<S extends SurveyLifecycleState>(
  state: S,
  event: SurveyLifecycleEvent,
  steps: SurveyStepTransitions<S>,
): S {
  switch (event.type) {
    case 'next':
      return steps.next(state);
    case 'back':
      return steps.back(state);
    case 'submitFailed':
      return steps.submitFailed(state);
    case 'submitSucceeded':
      return submitSucceeded(state);
    case 'subscriberLoaded':
      return subscriberLoaded(state, event.subscriber);
    default:
      return event satisfies never;
  }
}
