import { CityRequestFormInput } from '@civicbrief/contracts';
import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { CityRequestForm, submitCityRequest, type CityRequestResult } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction } from '@civicbrief/forms/server';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

/** /request-a-city?name=: the city search's 'submit a request' brings the typed name along. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  json({ name: new URL(request.url).searchParams.get('name') ?? '' });

/** Takes the form when the browser posts it itself (JavaScript off): same schema, same call. */
export const action = intakeAction(
  CityRequestFormInput,
  ({ client, data, trap }) => submitCityRequest(client, data, { trap }),
  { booleans: ['terms'] },
);

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
