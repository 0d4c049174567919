import { NewsletterFormInput } from '@civicbrief/contracts';
import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { NewsletterForm, submitNewsletter, type NewsletterResult } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction } from '@civicbrief/forms/server';
import { placeOfQuery } from '@civicbrief/locations';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { styled } from 'styled-components';

/** /subscribe?city=&county=&state=: the newsletter form as a page (the Subscribe link without JavaScript). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  json({ place: placeOfQuery(new URL(request.url).searchParams) });

/** Takes the newsletter form when the browser posts it itself (JavaScript off): same schema, same calls. */
export const action = intakeAction(
  NewsletterFormInput,
  ({ client, data, source, trap }) => submitNewsletter(client, data, source, { trap }),
  {
    booleans: ['terms'],
  },
);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Subscribe to meeting summaries | CivicBrief' },
  {
    name: 'description',
    content:
      'Get summaries of your city council, planning commission and utilities meetings by email. Choose your city and subscribe.',
  },
];

const FormBox = styled.div`
  max-width: 44rem;
`;

export default function SubscribePage() {
  const { place } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as NewsletterResult | undefined;
  return (
    <Section>
      <Content>
        <PageTitle>Subscribe to meeting summaries</PageTitle>
        <Lead>
          Choose your city and get summaries of its council, planning commission and utilities meetings by email.
        </Lead>
        <FormBox>
          <NewsletterForm defaults={place} result={result} label="Newsletter subscription" idPrefix="subscribe" />
        </FormBox>
      </Content>
    </Section>
  );
}
