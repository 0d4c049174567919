import { SARATOGA_FINAL_STEP, type SaratogaSurveyInput } from '@civicbrief/contracts';
import type { SaratogaSurveyState } from './machine';

/** The Saratoga survey record of the spec (§3), with the subscriber's email (kept in the browser). */
export type SaratogaSurveyRecord = SaratogaSurveyInput & { email: string };

/** The full record at the survey's current step: multi-select reasons space-joined, '' for what is not answered. */
export function saratogaRecord(survey: SaratogaSurveyState): SaratogaSurveyRecord {
  const { answers, texts, subscriber } = survey;
  return {
    email: subscriber.email,
    firstQuestion: survey.reasons.join(' '),
    secondQuestion: answers.secondQuestion ?? '',
    thirdQuestion: answers.thirdQuestion ?? '',
    fourthQuestion: answers.fourthQuestion ?? '',
    fourthQuestion2: texts.fourthQuestion2 ?? '',
    fifthQuestion: answers.fifthQuestion ?? '',
    sixthQuestion: answers.sixthQuestion ?? '',
    seventhQuestion: answers.seventhQuestion ?? '',
    seventhQuestion2: texts.seventhQuestion2 ?? '',
    eighthQuestion: answers.eighthQuestion ?? '',
    step: survey.step,
    id: subscriber.id,
    state: subscriber.state,
    city: subscriber.city,
    county: subscriber.county,
    event: 'SaratogaFeedbackSurvey',
  };
}

/**
 * What POST /api/survey receives on a step change: the record without the email, id included; null without a
 * subscriber id (nothing is posted then) or before the survey started.
 */
export function saratogaSubmission(survey: SaratogaSurveyState): SaratogaSurveyInput | null {
  if (survey.subscriber.id === '' || survey.status === 'intro') return null;
  const { email: _email, ...record } = saratogaRecord(survey);
  return record;
}

/** Whether the record is the finished survey (step 9): then the follow-up event is sent too. */
export const isSaratogaFinal = (survey: SaratogaSurveyState): boolean => survey.step === SARATOGA_FINAL_STEP;
