import { CityRequestFormInput } from '@civicbrief/contracts';
import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { CityRequestForm, parseSubmission, submitCityRequest, type CityRequestResult } from '@civicbrief/forms';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { formRouteHeaders } from '../lib/cache-policy.server';
import { intakeResponse, trapOf } from '../lib/form-response.server';
import { forwardedFor, intakeClient } from '../lib/intake.server';

/** /request-a-city?name=: the city search's 'submit a request' brings the typed name along. */
export const loader = ({ request }: LoaderFunctionArgs) => json({ name: new URL(request.url).searchParams.get('name') ?? '' });

/** Takes the form when the browser posts it itself (JavaScript off): same schema, same call. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = parseSubmission(CityRequestFormInput, formData, { booleans: ['terms'] });
  if (!parsed.ok) return intakeResponse<CityRequestResult>(parsed.result);
  const result = await submitCityRequest(intakeClient(), parsed.data, { forwardedFor: forwardedFor(request), trap: trapOf(formData) });
  return intakeResponse(result);
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Request a city | CivicBrief' },
  { name: 'description', content: "Don't see your city on CivicBrief? Tell us which city you would like us to cover." },
];

export default function RequestACityPage() {
  const { name } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CityRequestResult | undefined;
  return (
    <Section>
      <Content>
        <PageTitle>Request a city</PageTitle>
        <Lead>Don’t see your city? Tell us which one you would like us to cover.</Lead>
        <CityRequestForm prefillName={name} result={result} />
      </Content>
    </Section>
  );
}
