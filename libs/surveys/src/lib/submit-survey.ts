import { surveyMessages, type SurveyInput } from '@civicbrief/contracts';
import { submissionFailure, type FormResult } from '@civicbrief/forms';

/** Who sends a finished survey: the browser's gateway client (tests pass their own). */
export interface SurveyClient {
  submitSurvey(body: SurveyInput): Promise<unknown>;
}

/**
 * The Subscription survey's record (spec §7: POST /api/survey). A failure, or a record the machine could not
 * build, is the spec's toast 'Error while submitting. Please try again later' (after a 429, the wait hint
 * under it, as for the RSVP form whose toast it shares).
 */
export async function submitSubscriptionSurvey(client: SurveyClient, record: SurveyInput | null): Promise<FormResult> {
  if (!record) return { status: 'failed', message: surveyMessages.submitFailed, values: {} };
  try {
    await client.submitSurvey(record);
    return { status: 'success' };
  } catch (error) {
    return submissionFailure(error, surveyMessages.submitFailed, {});
  }
}

/**
 * The Saratoga survey's final record (step 9). A failure is the toast titled 'Error' with 'Something went wrong,
 * please try again.' under it; a 409 says the link's survey was finished before and is kept as it was
 * (decision 032).
 */
export async function submitSaratogaSurvey(client: SurveyClient, record: SurveyInput): Promise<FormResult> {
  try {
    await client.submitSurvey(record);
    return { status: 'success' };
  } catch (error) {
    const finishedBefore = (error as { status?: unknown } | null)?.status === 409;
    const hint = finishedBefore ? surveyMessages.saratogaAlreadyFinished : surveyMessages.saratogaFailed;
    return { status: 'failed', message: surveyMessages.saratogaFailedTitle, hint, values: {} };
  }
}
