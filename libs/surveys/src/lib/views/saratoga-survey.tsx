'use client';

import {
  SARATOGA_TOAST_MS,
  saratogaChoices,
  saratogaReasons,
  surveyMessages,
  type SurveyInput,
} from '@civicbrief/contracts';
import { ErrorNotice, Spinner, theme, useHydrated } from '@civicbrief/design-system';
import { browserClient, useSubmission } from '@civicbrief/forms';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  currentField,
  RANK_STEP,
  saratogaProgress,
  saratogaStepLabel,
  saratogaStepTexts,
  saratogaSurveyReducer,
  stepAnswered,
  type SaratogaSurveyEvent,
  type SaratogaSurveyState,
} from '../saratoga/machine';
import { saratogaSubmission } from '../saratoga/record';
import { SNAPSHOT_FIELD, saratogaSnapshot } from '../snapshot';
import { submitSaratogaSurvey, type SurveyClient } from '../submit-survey';
import { reasonLabel, saratogaPrompts, saratogaRankPrompt, saratogaReasonPrompt, saratogaTextPrompts } from './labels';
import { submitterValue } from './subscription-survey';
import {
  Actions,
  Button,
  ChoiceGroup,
  Confirmation,
  NoSubscriberCard,
  OptionalText,
  ProgressBar,
  StepLabel,
  Submitting,
  SurveyCard,
  SurveyText,
  SurveyTitle,
  FOCUS_SCROLL_MARGIN,
  useAdoptFormValues,
  useFocusOnChange,
} from './survey-parts';

export interface SaratogaSurveyProps {
  initial: SaratogaSurveyState;
  /** Where each step posts without JavaScript (the page's own URL, query included). */
  action: string;
  /** The failure of the final post without JavaScript, written into the page. */
  failure?: string | null;
  client?: SurveyClient;
}

export const SARATOGA_TITLE = 'Help us improve the Saratoga newsletter';

const RankList = styled.ol`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;
  counter-reset: rank;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    counter-increment: rank;
  }

  li > span {
    flex: 1 1 14rem;
  }

  li > span::before {
    content: counter(rank) '. ';
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const RankButtons = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

const Question = styled.div`
  margin-bottom: ${theme.space[4]};

  h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.lg};
  }
  h2 {
    scroll-margin-top: ${FOCUS_SCROLL_MARGIN};
  }
  h2:focus {
    outline: none;
  }
`;

/** Step 1: the chosen reasons in ranked order, each moved up or down by a button (a form post without JavaScript). */
function Ranking({ reasons, focusKey }: { reasons: readonly string[]; focusKey: unknown }) {
  const ref = useFocusOnChange<HTMLHeadingElement>(focusKey);
  return (
    <Question>
      <h2 ref={ref} tabIndex={-1} id="rank-title">
        {saratogaRankPrompt}
      </h2>
      <RankList aria-labelledby="rank-title">
        {reasons.map((reason, index) => (
          <li key={reason}>
            <span>{reasonLabel(reason)}</span>
            <RankButtons>
              <Button
                type="submit"
                name="intent"
                value={`up:${reason}`}
                $variant="secondary"
                $size="sm"
                disabled={index === 0}
                aria-label={`Move up: ${reasonLabel(reason)}`}
              >
                Up
              </Button>
              <Button
                type="submit"
                name="intent"
                value={`down:${reason}`}
                $variant="secondary"
                $size="sm"
                disabled={index === reasons.length - 1}
                aria-label={`Move down: ${reasonLabel(reason)}`}
              >
                Down
              </Button>
            </RankButtons>
          </li>
        ))}
      </RankList>
    </Question>
  );
}

/** The intent of a pressed button as a machine event. */
function eventOf(intent: string): SaratogaSurveyEvent {
  const move = /^(up|down):(.+)$/.exec(intent);
  if (move) return { type: 'moveReason', reason: move[2], by: move[1] === 'up' ? -1 : 1 };
  return { type: intent === 'back' ? 'back' : intent === 'start' ? 'start' : 'next' };
}

/**
 * The Saratoga feedback survey (spec §4): an intro, then steps 0-8 ('Step N of 10', 100/9 x step), Next disabled
 * until the step has an answer, the ranking only with more than one reason. The record is posted on each step
 * change when the link has an id; step 9's post finishes the survey (the gateway queues the follow-up event) and
 * shows the thank-you, or returns to step 8 with the 'Error' toast. Every step is also a plain form post.
 */
export function SaratogaSurvey({ initial, action, failure, client }: SaratogaSurveyProps) {
  const hydrated = useHydrated();
  // The final record goes through the forms' useSubmission: the 'Error' toast, its text under it, 9 s, closable.
  const { run } = useSubmission({
    send: (record: SurveyInput) => submitSaratogaSurvey(client ?? browserClient(), record),
    failureMessage: surveyMessages.saratogaFailedTitle,
    toastMs: SARATOGA_TOAST_MS,
  });
  const [state, dispatch] = useReducer(saratogaSurveyReducer, initial);
  const first = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptFormValues(formRef, (data) => {
    if (state.status !== 'answering') return;
    if (state.step === 0) {
      const ticked = data.getAll('reason');
      for (const reason of saratogaReasons.map((r) => r.value)) {
        if (ticked.includes(reason) !== state.reasons.includes(reason)) dispatch({ type: 'toggleReason', reason });
      }
    }
    const field = currentField(state);
    const answer = data.get('answer');
    if (field && typeof answer === 'string' && answer !== state.answers[field])
      dispatch({ type: 'choose', field, answer });
    const textField = saratogaStepTexts[state.step];
    const text = data.get('text');
    if (textField && typeof text === 'string') dispatch({ type: 'setText', field: textField, text });
  });

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const record = saratogaSubmission(state);
    if (!record || state.status === 'done') return;
    if (state.status !== 'submitting') {
      // Progress is kept best-effort, without a toast: a lost step post is made good by the next one.
      (client ?? browserClient()).submitSurvey(record).catch(() => undefined);
      return;
    }
    let live = true;
    void run(record).then(
      (outcome) => live && dispatch({ type: outcome.status === 'success' ? 'submitSucceeded' : 'submitFailed' }),
    );
    return () => {
      live = false;
    };
    // Posted once per step change.
  }, [state.step, state.status]);

  if (!state.subscriber.id) {
    return <NoSubscriberCard title={SARATOGA_TITLE} />;
  }
  if (state.status === 'done') {
    return (
      <Confirmation title={surveyMessages.saratogaThanks}>
        <SurveyText>Your answers shape what the Saratoga meeting summaries cover next.</SurveyText>
      </Confirmation>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(eventOf(submitterValue(event)));
  };
  const stepLabel = saratogaStepLabel(state);
  const field = currentField(state);
  const textField = saratogaStepTexts[state.step];

  return (
    <SurveyCard aria-labelledby="survey-title">
      <SurveyTitle id="survey-title">{SARATOGA_TITLE}</SurveyTitle>
      {stepLabel ? (
        <>
          <ProgressBar value={saratogaProgress(state)} label="Survey progress" />
          <StepLabel>{stepLabel}</StepLabel>
        </>
      ) : null}
      {failure ? (
        <ErrorNotice role="alert">
          {surveyMessages.saratogaFailedTitle}: {failure}
        </ErrorNotice>
      ) : null}
      {state.status === 'submitting' ? (
        <Submitting>
          <Spinner label="Sending your answers" $size="1.25rem" />
          <span aria-hidden="true">Sending your answers…</span>
        </Submitting>
      ) : (
        <form ref={formRef} method="post" action={action} onSubmit={hydrated ? onSubmit : undefined} noValidate>
          <input type="hidden" name={SNAPSHOT_FIELD} value={saratogaSnapshot(state)} />
          {state.status === 'intro' ? (
            <>
              <SurveyText>
                Nine short questions, about two minutes. Your answers shape what the Saratoga meeting summaries cover
                and how often they arrive.
              </SurveyText>
              <Button type="submit" name="intent" value="start">
                Get Started
              </Button>
            </>
          ) : (
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
              <Actions>
                {state.step > 0 ? (
                  <Button type="submit" name="intent" value="back" $variant="secondary">
                    Back
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" name="intent" value="next" disabled={hydrated && !stepAnswered(state)}>
                  {state.step === 8 ? 'Submit' : 'Next'}
                </Button>
              </Actions>
            </>
          )}
        </form>
      )}
    </SurveyCard>
  );
}
