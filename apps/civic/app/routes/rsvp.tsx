import { RsvpFormInput } from '@civicbrief/contracts';
import { Content, Section } from '@civicbrief/design-system';
import { RsvpForm, submitRsvp, type RsvpResult } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction, privateHeaders } from '@civicbrief/forms/server';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { styled } from 'styled-components';
import { IncompleteInvitation, RsvpHeader } from '../components/rsvp';
import { rsvpPage } from '../components/rsvp/rsvp-page.server';

/** /rsvp?city=&state=&county=&id=[&event=&event_time=]: a subscriber's RSVP to a meeting (spec §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  // Prefilled with the person's details: never cached by a browser or a shared cache.
  return json(await rsvpPage(request), { headers: privateHeaders });
}

/** The RSVP posted by a browser without JavaScript: the same schema and the same two calls. */
export const action = intakeAction(RsvpFormInput, async ({ client, data, request, trap }) => {
  const { invitation } = await rsvpPage(request);
  const { place } = invitation;
  if (!place) throw json({ message: 'This invitation link is incomplete' }, { status: 400, headers: privateHeaders });
  return submitRsvp(client, data, { invitation: { ...invitation, place }, trap });
});

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'RSVP | CivicBrief' },
  { name: 'description', content: 'Tell us whether you can attend the meeting you were invited to.' },
  // A personal link: the page is about one subscriber's invitation.
  { name: 'robots', content: 'noindex' },
];

const FormBox = styled.div`
  max-width: 36rem;
`;

export default function RsvpRoute() {
  const { invitation, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RsvpResult | undefined;
  const { search } = useLocation();
  const { place } = invitation;
  return (
    <Section>
      <Content>
        <RsvpHeader invitation={invitation} />
        <FormBox>
          {place ? (
            <RsvpForm
              action={`/rsvp${search}`}
              invitation={{ ...invitation, place }}
              prefill={prefill}
              result={result}
            />
          ) : (
            <IncompleteInvitation />
          )}
        </FormBox>
      </Content>
    </Section>
  );
}
