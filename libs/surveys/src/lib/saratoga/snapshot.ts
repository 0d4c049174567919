import { saratogaChoices, type SaratogaChoiceField } from '@civicbrief/contracts';
import { parseSnapshot, recordOf, stepOf, textOf } from '../snapshot-json';
import type { SurveySubscriber } from '../subscription/machine';
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
} from './machine';

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
