import { saratogaChoices, SURVEY_TEXT_MAX, type SaratogaChoiceField } from '@civicbrief/contracts';
import {
  back as saratogaBack,
  chooseAnswer,
  createSaratogaSurvey,
  moveReason,
  next as saratogaNext,
  saratogaStepFields,
  saratogaStepTexts,
  setText,
  start,
  toggleReason,
  type SaratogaSurveyState,
} from './saratoga/machine';
import {
  back,
  choose,
  createSubscriptionSurvey,
  next,
  setExtra,
  type SubscriptionSurveyState,
  type SurveySubscriber,
} from './subscription/machine';
import {
  isSubscriptionExtraQuestion,
  subscriptionQuestions,
  type SubscriptionQuestion,
} from './subscription/questions';

// A survey's answers so far travel in one hidden field of each step's form, so a browser without JavaScript
// can answer step after step (each a form post; the page's action restores, applies the post and renders
// the next step). A snapshot is never trusted: it is replayed through the machine, which drops what it would
// not have accepted. The subscriber (id, email, place) always comes from the link and the lookup, not from it.

/** The hidden field's name, and a bound no honest snapshot comes near. */
export const SNAPSHOT_FIELD = 'survey';
export const SNAPSHOT_MAX = 8 * 1024;

function parseSnapshot(json: unknown): Record<string, unknown> {
  if (typeof json !== 'string' || json.length > SNAPSHOT_MAX) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, SURVEY_TEXT_MAX) : '');
const stepOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

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

/** What the Saratoga survey's hidden field holds. */
export function saratogaSnapshot(state: SaratogaSurveyState): string {
  return JSON.stringify({
    started: state.status !== 'intro',
    step: state.step,
    reasons: state.reasons,
    answers: state.answers,
    texts: state.texts,
  });
}

/** Replays a Saratoga snapshot: reasons, then each step's answer and Next, up to its step. */
export function restoreSaratoga(json: unknown, subscriber: Partial<SurveySubscriber>): SaratogaSurveyState {
  const snapshot = parseSnapshot(json);
  let state = createSaratogaSurvey(subscriber);
  if (snapshot.started !== true) return state;
  state = start(state);
  const reasons = Array.isArray(snapshot.reasons) ? snapshot.reasons : [];
  for (const reason of reasons)
    if (typeof reason === 'string' && !state.reasons.includes(reason as never)) state = toggleReason(state, reason);
  const answers = recordOf(snapshot.answers);
  const texts = recordOf(snapshot.texts);
  const target = Math.min(stepOf(snapshot.step), 8);
  while (state.step < target) {
    const field = saratogaStepFields[state.step];
    if (field && typeof answers[field] === 'string') state = chooseAnswer(state, field, answers[field] as string);
    const textField = saratogaStepTexts[state.step];
    if (textField && typeof texts[textField] === 'string') state = setText(state, textField, textOf(texts[textField]));
    const moved = saratogaNext(state);
    if (moved.step === state.step || moved.step > target) break;
    state = moved;
  }
  // The answers of the step on screen and of later steps (kept when going back) come along too.
  for (const [step, field] of Object.entries(saratogaStepFields)) {
    const answer = answers[field];
    if (
      Number(step) >= state.step &&
      typeof answer === 'string' &&
      (saratogaChoices[field as SaratogaChoiceField] as readonly string[]).includes(answer)
    ) {
      state = { ...state, answers: { ...state.answers, [field]: answer } };
    }
  }
  for (const [step, field] of Object.entries(saratogaStepTexts)) {
    if (Number(step) >= state.step && typeof texts[field] === 'string')
      state = { ...state, texts: { ...state.texts, [field]: textOf(texts[field]) } };
  }
  return state;
}

/** One Saratoga step's post without JavaScript. */
export interface SaratogaPost {
  /** start, next, back, or up:<reason> / down:<reason> on the ranking. */
  intent: string;
  /** Step 0: the ticked reasons. */
  reasons?: string[];
  answer?: string | null;
  text?: string | null;
}

export function applySaratogaPost(state: SaratogaSurveyState, post: SaratogaPost): SaratogaSurveyState {
  if (post.intent === 'start') return start(state);
  if (state.status !== 'answering') return state;
  let current = state;
  if (current.step === 0 && post.reasons) {
    const ticked = new Set(post.reasons);
    for (const reason of current.reasons) if (!ticked.has(reason)) current = toggleReason(current, reason);
    for (const reason of post.reasons)
      if (!current.reasons.includes(reason as never)) current = toggleReason(current, reason);
  }
  const field = saratogaStepFields[current.step];
  if (field) {
    const chosen = current.answers[field];
    if (chosen !== undefined && chosen !== post.answer) current = chooseAnswer(current, field, chosen);
    if (post.answer && post.answer !== chosen) current = chooseAnswer(current, field, post.answer);
  }
  const textField = saratogaStepTexts[current.step];
  if (textField && typeof post.text === 'string') current = setText(current, textField, textOf(post.text));
  const move = /^(up|down):(.+)$/.exec(post.intent);
  if (move) return moveReason(current, move[2], move[1] === 'up' ? -1 : 1);
  if (post.intent === 'back') return saratogaBack(current);
  if (post.intent === 'next') return saratogaNext(current);
  return current;
}
