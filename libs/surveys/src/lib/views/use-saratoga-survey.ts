import { SARATOGA_TOAST_MS, saratogaReasons, surveyMessages, type SurveyInput } from '@civicbrief/contracts';
import { browserClient, useSubmission } from '@civicbrief/forms';
import { useEffect, useReducer, useRef } from 'react';
import { currentField, saratogaStepTexts, saratogaSurveyReducer, type SaratogaSurveyState } from '../saratoga/machine';
import { saratogaSubmission } from '../saratoga/record';
import { submitSaratogaSurvey, type SurveyClient } from '../submit-survey';
import { useAdoptFormValues } from './survey-focus';

/**
 * The Saratoga survey's state with what it sends: the record is posted on each step change when the link has an
 * id (best-effort), and step 9's post finishes the survey or returns to step 8 with the 'Error' toast.
 */
export function useSaratogaSurvey(initial: SaratogaSurveyState, client: SurveyClient | undefined) {
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

  return { state, dispatch, formRef };
}
