import {
  SARATOGA_SURVEY_EVENT,
  type saratogaChoices,
  type SaratogaChoiceField,
  type SaratogaReason,
  type SaratogaTextField,
} from '@civicbrief/contracts';
import type { SurveySubscriber } from '../subscription/machine';

/**
 * The Saratoga feedback survey (spec §4): an intro, then steps 0-8, step 9 submits.
 * 0 reasons (several), 1 rank them (only with more than one), 2-8 one choice each (decision 032 maps the steps
 * to the record's fields: the ranking orders firstQuestion).
 */
export type SaratogaStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const RANK_STEP = 1;
export const LAST_QUESTION_STEP = 8;

/** The single-choice question of each of the steps 2-8. */
export const saratogaStepFields: Readonly<Record<number, SaratogaChoiceField>> = {
  2: 'secondQuestion',
  3: 'thirdQuestion',
  4: 'fourthQuestion',
  5: 'fifthQuestion',
  6: 'sixthQuestion',
  7: 'seventhQuestion',
  8: 'eighthQuestion',
};

/** The optional text box of a step (5 other topics, 7 easy to understand). */
export const saratogaStepTexts: Readonly<Record<number, SaratogaTextField>> = {
  5: 'fourthQuestion2',
  7: 'seventhQuestion2',
};

/** Steps shown as 'Step N of 10' (spec §4): steps 0-9. */
export const SARATOGA_STEPS_SHOWN = 10;

export type SaratogaAnswers = { [F in SaratogaChoiceField]?: (typeof saratogaChoices)[F][number] };

export interface SaratogaSurveyState {
  /** intro: the 'Get Started' screen; answering: steps 0-8; submitting: step 9 sent; done: the thank-you. */
  status: 'intro' | 'answering' | 'submitting' | 'done';
  step: SaratogaStep;
  /** Chosen reasons, in ranked order (step 1 reorders them). */
  reasons: SaratogaReason[];
  answers: SaratogaAnswers;
  texts: Partial<Record<SaratogaTextField, string>>;
  subscriber: SurveySubscriber;
  event: string;
}

export type SaratogaSurveyEvent =
  | { type: 'start' }
  | { type: 'toggleReason'; reason: string }
  | { type: 'moveReason'; reason: string; by: -1 | 1 }
  | { type: 'choose'; field: SaratogaChoiceField; answer: string }
  | { type: 'setText'; field: SaratogaTextField; text: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitFailed' }
  | { type: 'submitSucceeded' }
  | { type: 'subscriberLoaded'; subscriber: Partial<SurveySubscriber> };

export function createSaratogaSurvey(init: Partial<SurveySubscriber> = {}): SaratogaSurveyState {
  return {
    status: 'intro',
    step: 0,
    reasons: [],
    answers: {},
    texts: {},
    subscriber: { id: '', email: '', city: '', county: '', state: '', ...init },
    event: SARATOGA_SURVEY_EVENT,
  };
}

/** Progress bar value: 100/9 x step (spec §9), 0 on the intro. */
export function saratogaProgress(state: Pick<SaratogaSurveyState, 'status' | 'step'>): number {
  return state.status === 'intro' ? 0 : Math.min(100, (100 / 9) * state.step);
}

/** 'Step N of 10' for steps 0-9 (the intro shows none). */
export function saratogaStepLabel(state: Pick<SaratogaSurveyState, 'status' | 'step'>): string | null {
  return state.status === 'intro' || state.status === 'done'
    ? null
    : `Step ${state.step + 1} of ${SARATOGA_STEPS_SHOWN}`;
}
