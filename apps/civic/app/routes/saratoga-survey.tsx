import { formRouteHeaders, privateHeaders } from '@civicbrief/forms/server';
import { createSaratogaSurvey, restoreSaratoga, SaratogaSurvey } from '@civicbrief/surveys';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { SurveyLayout, surveyMeta } from '../components/surveys/survey-layout';
import {
  saratogaSurveyAction,
  surveySubscriber,
  type SurveyStepResult,
} from '../components/surveys/survey-page.server';

/** /saratoga-survey?city=&state=&county=&id=: the Saratoga feedback survey of a subscriber (spec §2, §4). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ subscriber: await surveySubscriber(request) }, { headers: privateHeaders });
}

/** A step posted by a browser without JavaScript. */
export const action = ({ request }: ActionFunctionArgs) => saratogaSurveyAction(request);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () =>
  surveyMeta('Saratoga newsletter survey', 'Help shape the Saratoga meeting summary newsletter.');

export default function SaratogaSurveyRoute() {
  const { subscriber } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SurveyStepResult | undefined;
  const { search } = useLocation();
  const restored = result ? restoreSaratoga(result.snapshot, subscriber) : createSaratogaSurvey(subscriber);
  const initial = result?.done ? { ...restored, status: 'done' as const } : restored;
  return (
    <SurveyLayout>
      <SaratogaSurvey
        key={result?.snapshot ?? 'fresh'}
        initial={initial}
        action={`/saratoga-survey${search}`}
        failure={result?.failure}
      />
    </SurveyLayout>
  );
}
