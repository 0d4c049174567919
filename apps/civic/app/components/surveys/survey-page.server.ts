import { surveyMessages } from '@civicbrief/contracts';
import { isSameOriginPost, privateHeaders } from '@civicbrief/forms/server';
import { GatewayError } from '@civicbrief/gateway-client';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { stateName } from '@civicbrief/locations';
import {
  applySaratogaPost,
  applySubscriptionPost,
  restoreSaratoga,
  restoreSubscription,
  saratogaSnapshot,
  saratogaSubmission,
  saratogaSurveyReducer,
  SNAPSHOT_FIELD,
  subscriptionSnapshot,
  subscriptionSubmission,
  subscriptionSurveyReducer,
  type SurveySubscriber,
} from '@civicbrief/surveys';
import { json } from '@remix-run/node';

const ID_MAX = 200;
const PLACE_MAX = 100;

const param = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim() ?? '';
  return value.length <= max ? value : '';
};

/**
 * Who a survey link is for (§2: query city, state, county and id). A successful subscriber lookup
 * (customersAttributes) sets the email and the place; a failed one is not shown (spec §8).
 */
export async function surveySubscriber(request: Request): Promise<SurveySubscriber> {
  const params = new URL(request.url).searchParams;
  const id = param(params, 'id', ID_MAX);
  const state = param(params, 'state', PLACE_MAX);
  const subscriber: SurveySubscriber = {
    id,
    email: '',
    city: param(params, 'city', PLACE_MAX),
    county: param(params, 'county', PLACE_MAX),
    state: stateName(state) ?? state,
  };
  if (!id) return subscriber;
  const found = await gatewayFor(request)
    .customerAttributes(id)
    .catch(() => null);
  const attributes = found?.customer.attributes;
  if (!attributes) return subscriber;
  return {
    id,
    email: attributes.email,
    city: attributes.city ?? subscriber.city,
    county: attributes.county ?? subscriber.county,
    state: attributes.state ?? subscriber.state,
  };
}

/** What a survey page's action answers: the answers so far, whether it is finished, and a failure to show. */
export interface SurveyStepResult {
  snapshot: string;
  done: boolean;
  failure: string | null;
  /** 'Please select an option' after Next without a choice (the Subscription survey). */
  error?: string | null;
}

const text = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

async function postedForm(request: Request): Promise<FormData> {
  if (!isSameOriginPost(request)) throw json({ message: 'Forbidden' }, { status: 403, headers: privateHeaders });
  return request.formData();
}

const stepResponse = (result: SurveyStepResult) => json(result, { headers: privateHeaders });

/**
 * One step of the Subscription survey without JavaScript: restores the answers so far, applies the post (answer,
 * text, Back or Next) and, when that reaches step 6, sends the record; a failure returns to step 5 with the message.
 */
export async function subscriptionSurveyAction(request: Request) {
  const form = await postedForm(request);
  const subscriber = await surveySubscriber(request);
  let state = restoreSubscription(text(form, SNAPSHOT_FIELD), subscriber);
  state = applySubscriptionPost(state, {
    intent: text(form, 'intent') ?? 'next',
    answer: text(form, 'answer'),
    extra: text(form, 'extra'),
  });
  let failure: string | null = null;
  if (state.status === 'submitting') {
    const record = subscriptionSubmission(state);
    const sent = record
      ? await gatewayFor(request)
          .submitSurvey(record)
          .then(
            () => true,
            () => false,
          )
      : false;
    state = subscriptionSurveyReducer(state, { type: sent ? 'submitSucceeded' : 'submitFailed' });
    if (!sent) failure = surveyMessages.submitFailed;
  }
  return stepResponse({
    snapshot: subscriptionSnapshot(state),
    done: state.status === 'done',
    failure,
    error: state.error,
  });
}

/**
 * One step of the Saratoga survey without JavaScript: as in the browser, the record is posted on every step
 * change when the link has an id; step 9's post finishes it, or returns to step 8 with the 'Error' message.
 */
export async function saratogaSurveyAction(request: Request) {
  const form = await postedForm(request);
  const subscriber = await surveySubscriber(request);
  const before = restoreSaratoga(text(form, SNAPSHOT_FIELD), subscriber);
  const reasons = form.getAll('reason').filter((value): value is string => typeof value === 'string');
  let state = applySaratogaPost(before, {
    intent: text(form, 'intent') ?? 'next',
    reasons,
    answer: text(form, 'answer'),
    text: text(form, 'text'),
  });
  let failure: string | null = null;
  const record = saratogaSubmission(state);
  if (record && (state.step !== before.step || state.status !== before.status)) {
    // A 409: the survey of this link was finished before, and is kept as it was (decision 032).
    const sent = await gatewayFor(request)
      .submitSurvey(record)
      .then(
        () => 'sent' as const,
        (error: unknown) =>
          error instanceof GatewayError && error.status === 409 ? ('finished-before' as const) : ('failed' as const),
      );
    if (state.status === 'submitting') {
      state = saratogaSurveyReducer(state, { type: sent === 'sent' ? 'submitSucceeded' : 'submitFailed' });
      if (sent !== 'sent')
        failure = sent === 'finished-before' ? surveyMessages.saratogaAlreadyFinished : surveyMessages.saratogaFailed;
    }
  }
  return stepResponse({ snapshot: saratogaSnapshot(state), done: state.status === 'done', failure });
}
