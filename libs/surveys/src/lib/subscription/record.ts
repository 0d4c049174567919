import { SUBSCRIPTION_SURVEY_EVENT, type SubscriptionSurveyInput } from '@civicbrief/contracts';
import type { SubscriptionAnswer } from './questions';
import type { SubscriptionSurveyState } from './machine';

/** The Subscription survey record of the spec (§3). */
export interface SubscriptionSurveyRecord {
  email: string;
  content: SubscriptionAnswer<'content'>;
  extraContent: string;
  clarity: SubscriptionAnswer<'clarity'>;
  extraClarity: string;
  accuracy: SubscriptionAnswer<'accuracy'>;
  extraAccuracy: string;
  frequency: SubscriptionAnswer<'frequency'>;
  extraFrequency: string;
  overall: SubscriptionAnswer<'overall'>;
  extraOverall: string;
  contact: SubscriptionAnswer<'contact'>;
  step: number;
  id: string;
  state: string;
  city: string;
  county: string;
  event: string;
}

/** What POST /api/survey receives: the record without email and step. */
export type SubmittedSubscriptionSurvey = Omit<SubscriptionSurveyRecord, 'email' | 'step'>;

/** The record to submit, or null while any question is unanswered. */
export function submittedRecord(survey: SubscriptionSurveyState): SubmittedSubscriptionSurvey | null {
  const { content, clarity, accuracy, frequency, overall, contact } = survey.answers;
  if (!content || !clarity || !accuracy || !frequency || !overall || !contact) return null;
  const { id, state, city, county } = survey.subscriber;
  const extra = survey.extra;
  return {
    content,
    extraContent: extra.content ?? '',
    clarity,
    extraClarity: extra.clarity ?? '',
    accuracy,
    extraAccuracy: extra.accuracy ?? '',
    frequency,
    extraFrequency: extra.frequency ?? '',
    overall,
    extraOverall: extra.overall ?? '',
    contact,
    id,
    state,
    city,
    county,
    event: survey.event,
  };
}

/** What POST /api/survey accepts: the submitted record under the survey's own event; null while unanswered. */
export function subscriptionSubmission(survey: SubscriptionSurveyState): SubscriptionSurveyInput | null {
  const record = submittedRecord(survey);
  return record && record.event === SUBSCRIPTION_SURVEY_EVENT ? { ...record, event: SUBSCRIPTION_SURVEY_EVENT } : null;
}
