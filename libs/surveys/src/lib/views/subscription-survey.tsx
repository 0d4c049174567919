'use client';

import { SURVEY_TOAST_MS, surveyMessages, subscriptionChoices, type SurveyInput } from '@civicbrief/contracts';
import { ErrorNotice, Spinner, useHydrated } from '@civicbrief/design-system';
import { browserClient, useSubmission } from '@civicbrief/forms';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { SNAPSHOT_FIELD, subscriptionSnapshot } from '../snapshot';
import {
  currentQuestion,
  subscriptionSurveyReducer,
  surveyProgress,
  type SubscriptionSurveyState,
} from '../subscription/machine';
import { isSubscriptionExtraQuestion } from '../subscription/questions';
import { subscriptionSubmission } from '../subscription/record';
import { submitSubscriptionSurvey, type SurveyClient } from '../submit-survey';
import { subscriptionExtraPrompt, subscriptionPrompts } from './labels';
import { ChoiceGroup } from './choice-group';
import { OptionalText } from './optional-text';
import {
  Confirmation,
  NoSubscriberCard,
  ProgressBar,
  StepActions,
  Submitting,
  SurveyCard,
  SurveyText,
  SurveyTitle,
  submitterValue,
} from './survey-card';
import { useAdoptFormValues } from './survey-focus';

export interface SubscriptionSurveyProps {
  /** The survey as the server rendered it: fresh, or after a post without JavaScript. */
  initial: SubscriptionSurveyState;
  /** Where each step posts without JavaScript (the page's own URL, query included). */
  action: string;
  /** The failure of a post without JavaScript, written into the page. */
  failure?: string | null;
  client?: SurveyClient;
}

export const SUBSCRIPTION_TITLE = 'How are we doing?';
export const SUBSCRIPTION_THANKS = 'Thank you for your feedback!';

/**
 * The Subscription feedback survey (spec §4): six questions, one per step, Next and Back, 20 x step progress;
 * step 6 sends the record with a spinner, a failure returns to step 5 with the toast. Each step is also a form
 * post, so it works without JavaScript (the page's action keeps the answers so far). The record is sent by the
 * forms' useSubmission (the toast's text, error status, 5 s, closable); the steps are the machine's (decision 018
 * says why the survey is not one useFormSubmission form).
 */
export function SubscriptionSurvey({ initial, action, failure, client }: SubscriptionSurveyProps) {
  const hydrated = useHydrated();
  const { run } = useSubmission({
    send: (record: SurveyInput | null) => submitSubscriptionSurvey(client ?? browserClient(), record),
    failureMessage: surveyMessages.submitFailed,
    toastMs: SURVEY_TOAST_MS,
  });
  const [state, dispatch] = useReducer(subscriptionSurveyReducer, initial);
  const question = currentQuestion(state);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptFormValues(formRef, (data) => {
    if (!question) return;
    const answer = data.get('answer');
    if (typeof answer === 'string' && answer !== state.answers[question])
      dispatch({ type: 'choose', question, answer });
    const extra = data.get('extra');
    if (isSubscriptionExtraQuestion(question) && typeof extra === 'string')
      dispatch({ type: 'setExtra', question, text: extra });
  });

  useEffect(() => {
    if (state.status !== 'submitting') return;
    let live = true;
    void run(subscriptionSubmission(state)).then(
      (outcome) => live && dispatch({ type: outcome.status === 'success' ? 'submitSucceeded' : 'submitFailed' }),
    );
    return () => {
      live = false;
    };
    // Sent once per entry into submitting.
  }, [state.status]);

  if (!state.subscriber.id) {
    return <NoSubscriberCard title={SUBSCRIPTION_TITLE} />;
  }
  if (state.status === 'done') {
    return (
      <Confirmation title={SUBSCRIPTION_THANKS}>
        <SurveyText>
          Your answers help us write a better newsletter for {state.subscriber.city || 'your city'}.
        </SurveyText>
      </Confirmation>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: submitterValue(event) === 'back' ? 'back' : 'next' });
  };

  return (
    <SurveyCard aria-labelledby="survey-title">
      <SurveyTitle id="survey-title">{SUBSCRIPTION_TITLE}</SurveyTitle>
      <ProgressBar value={surveyProgress(state)} label="Survey progress" />
      {failure ? <ErrorNotice role="alert">{failure}</ErrorNotice> : null}
      {question ? (
        <form ref={formRef} method="post" action={action} onSubmit={hydrated ? onSubmit : undefined} noValidate>
          <input type="hidden" name={SNAPSHOT_FIELD} value={subscriptionSnapshot(state)} />
          <ChoiceGroup
            name="answer"
            legend={subscriptionPrompts[question]}
            options={subscriptionChoices[question].map((value) => ({ value, label: value }))}
            chosen={state.answers[question] ? [state.answers[question] as string] : []}
            onToggle={hydrated ? (answer) => dispatch({ type: 'choose', question, answer }) : undefined}
            error={state.error}
            focusKey={state.step}
          />
          {isSubscriptionExtraQuestion(question) ? (
            <OptionalText
              key={question}
              id={`extra-${question}`}
              name="extra"
              label={subscriptionExtraPrompt}
              value={state.extra[question] ?? ''}
              onChange={hydrated ? (text) => dispatch({ type: 'setExtra', question, text }) : undefined}
            />
          ) : null}
          <StepActions back={state.step > 0} last={state.step === 5} />
        </form>
      ) : (
        <Submitting>
          <Spinner label="Submitting your answers" $size="1.25rem" />
          <span aria-hidden="true">Submitting your answers…</span>
        </Submitting>
      )}
    </SurveyCard>
  );
}
