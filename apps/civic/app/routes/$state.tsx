import { cityCountsByState, findState, usStates } from '@civicbrief/locations';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { CardGrid, Content, Lead, PageTitle, Section } from '../components/page-parts';

/** The states the catalogue covers, each with its number of cities, alphabetical. */
function coveredStates() {
  return usStates
    .filter((state) => (cityCountsByState[state.name] ?? 0) > 0)
    .map((state) => ({ name: state.name, slug: state.slug, cityCount: cityCountsByState[state.name] ?? 0 }));
}

export const loader = ({ params }: LoaderFunctionArgs) => {
  const state = findState(params['state']);
  // Only a covered state's slug (/california) has a page; codes, other spellings and empty states 404.
  if (!state || state.slug !== params['state'] || !cityCountsByState[state.name]) {
    throw new Response('Not Found', { status: 404 });
  }
  return { state: { name: state.name, slug: state.slug }, states: coveredStates() };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.state.name} cities | CivicBrief` },
        {
          name: 'description',
          content: `Meeting summaries, agendas and voter guides for the ${data.state.name} cities CivicBrief covers, and every other state we follow.`,
        },
      ]
    : [];

const StateCard = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme, $current }) => ($current ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySubtle : theme.colors.background)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StateName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const cityLabel = (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`;

export default function StatePage() {
  const { state, states } = useLoaderData<typeof loader>();
  return (
    <Section>
      <Content>
        <PageTitle>{state.name} cities</PageTitle>
        <Lead>
          CivicBrief covers public meetings in {cityLabel(states.find((s) => s.slug === state.slug)?.cityCount ?? 0)}{' '}
          in {state.name}. Browse the states we follow:
        </Lead>
        <nav aria-label="States">
          <CardGrid>
            {states.map((card) => (
              <li key={card.slug}>
                <StateCard
                  to={`/${card.slug}`}
                  $current={card.slug === state.slug}
                  aria-current={card.slug === state.slug ? 'page' : undefined}
                >
                  <StateName>{card.name}</StateName>
                  <Count>{cityLabel(card.cityCount)}</Count>
                </StateCard>
              </li>
            ))}
          </CardGrid>
        </nav>
      </Content>
    </Section>
  );
}
