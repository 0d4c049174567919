'use client';

import { saratogaChoices, saratogaReasons } from '@civicbrief/contracts';
import type { Dispatch } from 'react';
import {
  currentField,
  RANK_STEP,
  saratogaStepTexts,
  type SaratogaSurveyEvent,
  type SaratogaSurveyState,
} from '../saratoga/machine';
import { ChoiceGroup } from './choice-group';
import { saratogaPrompts, saratogaReasonPrompt, saratogaTextPrompts } from './labels';
import { OptionalText } from './optional-text';
import { Ranking } from './saratoga-ranking';

interface SaratogaQuestionsProps {
  state: SaratogaSurveyState;
  dispatch: Dispatch<SaratogaSurveyEvent>;
  /** Before hydration the inputs are the browser's own and post with the form. */
  hydrated: boolean;
}

/** A step's questions: the reasons (step 0), their ranking, the step's choice and its free text. */
export function SaratogaQuestions({ state, dispatch, hydrated }: SaratogaQuestionsProps) {
  const field = currentField(state);
  const textField = saratogaStepTexts[state.step];
  return (
    <>
      {state.step === 0 ? (
        <ChoiceGroup
          name="reason"
          multiple
          stacked
          legend={saratogaReasonPrompt}
          options={saratogaReasons}
          chosen={state.reasons}
          onToggle={hydrated ? (reason) => dispatch({ type: 'toggleReason', reason }) : undefined}
          focusKey={state.step}
        />
      ) : null}
      {state.step === RANK_STEP ? <Ranking reasons={state.reasons} focusKey={state.step} /> : null}
      {field ? (
        <ChoiceGroup
          name="answer"
          stacked={field === 'fifthQuestion' || field === 'sixthQuestion'}
          legend={saratogaPrompts[field]}
          options={saratogaChoices[field].map((value) => ({ value, label: value }))}
          chosen={state.answers[field] ? [state.answers[field] as string] : []}
          onToggle={hydrated ? (answer) => dispatch({ type: 'choose', field, answer }) : undefined}
          focusKey={state.step}
        />
      ) : null}
      {textField ? (
        <OptionalText
          key={textField}
          id={textField}
          name="text"
          label={saratogaTextPrompts[textField]}
          value={state.texts[textField] ?? ''}
          onChange={hydrated ? (text) => dispatch({ type: 'setText', field: textField, text }) : undefined}
        />
      ) : null}
    </>
  );
}
