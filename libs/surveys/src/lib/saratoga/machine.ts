import {
  SARATOGA_FINAL_STEP,
  saratogaChoices,
  saratogaReasonValues,
  saratogaTextFields,
  type SaratogaChoiceField,
  type SaratogaReason,
  type SaratogaTextField,
} from '@civicbrief/contracts';
import { reduceLifecycleEvent } from '../survey-lifecycle';

import {
  LAST_QUESTION_STEP,
  RANK_STEP,
  saratogaStepFields,
  saratogaStepTexts,
  type SaratogaStep,
  type SaratogaSurveyEvent,
  type SaratogaSurveyState,
} from './steps';

export * from './steps';
export { submitSucceeded, subscriberLoaded as saratogaSubscriberLoaded } from '../survey-lifecycle';

/** 'Get Started': from the intro to step 0. */
export function start(state: SaratogaSurveyState): SaratogaSurveyState {
  return state.status === 'intro' ? { ...state, status: 'answering', step: 0 } : state;
}

const answering = (state: SaratogaSurveyState, step: number) => state.status === 'answering' && state.step === step;

/** Step 0: a reason is added, or removed when chosen already (the order of the others is kept). */
export function toggleReason(state: SaratogaSurveyState, reason: string): SaratogaSurveyState {
  if (!answering(state, 0) || !(saratogaReasonValues as readonly string[]).includes(reason)) return state;
  const value = reason as SaratogaReason;
  const reasons = state.reasons.includes(value) ? state.reasons.filter((r) => r !== value) : [...state.reasons, value];
  return { ...state, reasons };
}

/** Step 1: moves a chosen reason one place up (-1) or down (+1) in the ranking. */
export function moveReason(state: SaratogaSurveyState, reason: string, by: -1 | 1): SaratogaSurveyState {
  if (!answering(state, RANK_STEP)) return state;
  const from = state.reasons.indexOf(reason as SaratogaReason);
  const to = from + by;
  if (from < 0 || to < 0 || to >= state.reasons.length) return state;
  const reasons = [...state.reasons];
  [reasons[from], reasons[to]] = [reasons[to], reasons[from]];
  return { ...state, reasons };
}

/** The single-choice field on screen, or null (intro, steps 0 and 1, submitting, done). */
export function currentField(state: SaratogaSurveyState): SaratogaChoiceField | null {
  return state.status === 'answering' ? (saratogaStepFields[state.step] ?? null) : null;
}

/** Choosing the chosen answer again clears it (spec §4); only the current step's field, only its answers. */
export function chooseAnswer(
  state: SaratogaSurveyState,
  field: SaratogaChoiceField,
  answer: string,
): SaratogaSurveyState {
  if (currentField(state) !== field || !(saratogaChoices[field] as readonly string[]).includes(answer)) return state;
  const answers = { ...state.answers };
  if (answers[field] === answer) delete answers[field];
  else Object.assign(answers, { [field]: answer });
  return { ...state, answers };
}

/** The optional text of the current step (5 or 7). */
export function setText(state: SaratogaSurveyState, field: SaratogaTextField, text: string): SaratogaSurveyState {
  if (state.status !== 'answering' || saratogaStepTexts[state.step] !== field || !saratogaTextFields.includes(field))
    return state;
  return { ...state, texts: { ...state.texts, [field]: text } };
}

/** Whether the step on screen has its answer (Next is disabled until it does). */
export function stepAnswered(state: SaratogaSurveyState): boolean {
  if (state.status !== 'answering') return false;
  if (state.step === 0 || state.step === RANK_STEP) return state.reasons.length > 0;
  const field = currentField(state);
  return field !== null && state.answers[field] !== undefined;
}

/** Step 1 is shown only with more than one reason (spec §4). */
const skipsRanking = (state: SaratogaSurveyState) => state.reasons.length <= 1;

/** Next: only with an answer; skips the ranking with one reason; from step 8 to step 9, submitting. */
export function next(state: SaratogaSurveyState): SaratogaSurveyState {
  if (!stepAnswered(state)) return state;
  const step = (state.step === 0 && skipsRanking(state) ? 2 : state.step + 1) as SaratogaStep;
  return { ...state, step, status: step === SARATOGA_FINAL_STEP ? 'submitting' : 'answering' };
}

/** Back: one step back (over the ranking with one reason), never before step 0. */
export function back(state: SaratogaSurveyState): SaratogaSurveyState {
  if (state.status !== 'answering' || state.step === 0) return state;
  const step = (state.step === 2 && skipsRanking(state) ? 0 : state.step - 1) as SaratogaStep;
  return { ...state, step };
}

/** The final post failed: back to step 8, answers kept (the view shows the 'Error' toast for 9 s). */
export function submitFailed(state: SaratogaSurveyState): SaratogaSurveyState {
  return state.status === 'submitting' ? { ...state, status: 'answering', step: LAST_QUESTION_STEP } : state;
}

export function saratogaSurveyReducer(state: SaratogaSurveyState, event: SaratogaSurveyEvent): SaratogaSurveyState {
  switch (event.type) {
    case 'start':
      return start(state);
    case 'toggleReason':
      return toggleReason(state, event.reason);
    case 'moveReason':
      return moveReason(state, event.reason, event.by);
    case 'choose':
      return chooseAnswer(state, event.field, event.answer);
    case 'setText':
      return setText(state, event.field, event.text);
    default:
      return reduceLifecycleEvent(state, event, { next, back, submitFailed });
  }
}
