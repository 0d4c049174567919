'use client';

import { surveyMessages } from '@civicbrief/contracts';
import { ErrorNotice, Spinner, useHydrated } from '@civicbrief/design-system';
import type { FormEvent } from 'react';
import {
  saratogaProgress,
  saratogaStepLabel,
  stepAnswered,
  type SaratogaSurveyEvent,
  type SaratogaSurveyState,
} from '../saratoga/machine';
import { SNAPSHOT_FIELD, saratogaSnapshot } from '../snapshot';
import type { SurveyClient } from '../submit-survey';
import { SaratogaQuestions } from './saratoga-questions';
import {
  Button,
  Confirmation,
  NoSubscriberCard,
  ProgressBar,
  StepActions,
  StepLabel,
  Submitting,
  SurveyCard,
  SurveyText,
  SurveyTitle,
  submitterValue,
} from './survey-card';
import { useSaratogaSurvey } from './use-saratoga-survey';

export interface SaratogaSurveyProps {
  initial: SaratogaSurveyState;
  /** Where each step posts without JavaScript (the page's own URL, query included). */
  action: string;
  /** The failure of the final post without JavaScript, written into the page. */
  failure?: string | null;
  client?: SurveyClient;
}

export const SARATOGA_TITLE = 'Help us improve the Saratoga newsletter';

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
  const { state, dispatch, formRef } = useSaratogaSurvey(initial, client);

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
              <SaratogaQuestions state={state} dispatch={dispatch} hydrated={hydrated} />
              <StepActions
                back={state.step > 0}
                last={state.step === 8}
                nextDisabled={hydrated && !stepAnswered(state)}
              />
            </>
          )}
        </form>
      )}
    </SurveyCard>
  );
}
