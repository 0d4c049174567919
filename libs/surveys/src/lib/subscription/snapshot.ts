import { parseSnapshot, recordOf, stepOf, textOf } from '../snapshot-json';
import {
  back,
  choose,
  createSubscriptionSurvey,
  next,
  setExtra,
  type SubscriptionSurveyState,
  type SurveySubscriber,
} from './machine';
import { isSubscriptionExtraQuestion, subscriptionQuestions, type SubscriptionQuestion } from './questions';

/** What the subscription survey's hidden field holds. */
export function subscriptionSnapshot(state: SubscriptionSurveyState): string {
  return JSON.stringify({ step: state.step, answers: state.answers, extra: state.extra });
}

/** Replays a snapshot: its answers and texts, then Next up to its step (never past an unanswered question). */
export function restoreSubscription(json: unknown, subscriber: Partial<SurveySubscriber>): SubscriptionSurveyState {
  const snapshot = parseSnapshot(json);
  const answers = recordOf(snapshot.answers);
  const extra = recordOf(snapshot.extra);
  let state = createSubscriptionSurvey(subscriber);
  for (const question of subscriptionQuestions) {
    if (typeof answers[question] === 'string') state = choose(state, question, answers[question] as string);
    if (isSubscriptionExtraQuestion(question) && typeof extra[question] === 'string')
      state = setExtra(state, question, textOf(extra[question]));
  }
  const target = Math.min(stepOf(snapshot.step), subscriptionQuestions.length - 1);
  while (state.step < target) {
    const moved = next(state);
    if (moved.step === state.step) return { ...moved, error: null };
    state = moved;
  }
  return state;
}

/** One step's post without JavaScript: the chosen answer (or none), the optional text, and the button. */
export interface SubscriptionPost {
  intent: string;
  answer?: string | null;
  extra?: string | null;
}

/** Applies a posted step: the question on screen takes the posted answer (none clears it), then Next or Back. */
export function applySubscriptionPost(state: SubscriptionSurveyState, post: SubscriptionPost): SubscriptionSurveyState {
  const question = (subscriptionQuestions as readonly SubscriptionQuestion[])[state.step];
  if (state.status !== 'answering' || !question) return state;
  let current = state;
  const chosen = current.answers[question];
  if (chosen !== undefined && chosen !== post.answer) current = choose(current, question, chosen);
  if (post.answer && post.answer !== chosen) current = choose(current, question, post.answer);
  if (isSubscriptionExtraQuestion(question) && typeof post.extra === 'string')
    current = setExtra(current, question, textOf(post.extra));
  if (post.intent === 'back') return back(current);
  if (post.intent === 'next') return next(current);
  return current;
}
