import { Button, Content, Lead, PageTitle, Section, SectionTitle, theme } from '@civicbrief/design-system';
import { isSameOriginPost } from '@civicbrief/forms/server';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { forgetUserId, LocationPicker, LocationsTable, rememberUserId, SummariesTable } from '../components/dashboard';
import { privateHeaders } from '../lib/cache-policy.server';

/** /dashboard: the signed-in user's saved locations and, for one of them (?location=<id>), its summaries. */
export async function loader({ request }: LoaderFunctionArgs) {
  const gateway = gatewayFor(request);
  const user = await gateway.currentUser();
  if (!user) throw redirect('/login', { headers: privateHeaders });
  const locations = await gateway.savedLocations(user.id);
  const wanted = new URL(request.url).searchParams.get('location');
  const selected = wanted ? locations.find((location) => location.id === wanted) : locations[0];
  if (wanted && !selected) throw new Response('Not found', { status: 404, headers: privateHeaders });
  const summaries = selected ? await gateway.locationSummaries(user.id, selected.id) : [];
  return json({ user, locations, selected: selected ?? null, summaries }, { headers: privateHeaders });
}

/** Sign out: ends the session at the gateway and clears its cookie in the browser. */
export async function action({ request }: ActionFunctionArgs) {
  if (!isSameOriginPost(request)) throw new Response('Forbidden', { status: 403, headers: privateHeaders });
  const headers = new Headers(privateHeaders);
  for (const cookie of await gatewayFor(request).signOut()) headers.append('Set-Cookie', cookie);
  return redirect('/login', { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction = () => [
  { title: 'Dashboard | CivicBrief' },
  { name: 'description', content: 'Your saved locations and their latest meeting summaries on CivicBrief.' },
  { name: 'robots', content: 'noindex' },
];

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

export default function Dashboard() {
  const { user, locations, selected, summaries } = useLoaderData<typeof loader>();

  useEffect(() => rememberUserId(user.id), [user.id]);

  return (
    <Section>
      <Content>
        <Header>
          <div>
            <PageTitle>Dashboard</PageTitle>
            <Lead>
              Signed in as {user.name} ({user.email})
            </Lead>
          </div>
          <Form method="post" onSubmit={forgetUserId}>
            <Button type="submit" $variant="secondary">
              Sign out
            </Button>
          </Form>
        </Header>

        <SectionTitle>Saved locations</SectionTitle>
        {locations.length > 0 ? <LocationsTable locations={locations} /> : <p>You have no saved locations yet.</p>}

        {selected ? (
          <>
            <SectionTitle>Meeting summaries</SectionTitle>
            {locations.length > 1 ? <LocationPicker locations={locations} selectedId={selected.id} /> : null}
            {summaries.length > 0 ? (
              <SummariesTable city={selected.city} summaries={summaries} />
            ) : (
              <p>There are no meeting summaries for {selected.city} yet.</p>
            )}
          </>
        ) : null}
      </Content>
    </Section>
  );
}
