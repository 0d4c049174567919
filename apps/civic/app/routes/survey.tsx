import { formRouteHeaders, privateHeaders } from '@civicbrief/forms/server';
import { createSubscriptionSurvey, restoreSubscription, SubscriptionSurvey } from '@civicbrief/surveys';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { SurveyLayout, surveyMeta } from '../components/surveys/survey-layout';
import {
  subscriptionSurveyAction,
  surveySubscriber,
  type SurveyStepResult,
} from '../components/surveys/survey-page.server';

/** /survey?city=&state=&county=&id=: the Subscription feedback survey of a subscriber (spec §2, §4). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ subscriber: await surveySubscriber(request) }, { headers: privateHeaders });
}

/** A step posted by a browser without JavaScript. */
export const action = ({ request }: ActionFunctionArgs) => subscriptionSurveyAction(request);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () =>
  surveyMeta('Newsletter feedback', 'Tell us what you think of your meeting summary newsletter.');

export default function SubscriptionSurveyRoute() {
  const { subscriber } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SurveyStepResult | undefined;
  const { search } = useLocation();
  const restored = result ? restoreSubscription(result.snapshot, subscriber) : createSubscriptionSurvey(subscriber);
  const initial = result?.done
    ? { ...restored, status: 'done' as const }
    : { ...restored, error: result?.error ?? null };
  return (
    <SurveyLayout>
      <SubscriptionSurvey
        key={result?.snapshot ?? 'fresh'}
        initial={initial}
        action={`/survey${search}`}
        failure={result?.failure}
      />
    </SurveyLayout>
  );
}
