import { theme, TileGrid } from '@civicbrief/design-system';
import { cityCountsByState, usStates } from '@civicbrief/locations';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';

export interface StateCardData {
  name: string;
  slug: string;
  cityCount: number;
}

/** The states the catalogue covers, each with its number of cities, alphabetical. */
export function coveredStates(): StateCardData[] {
  return usStates
    .filter((state) => (cityCountsByState[state.name] ?? 0) > 0)
    .map((state) => ({ name: state.name, slug: state.slug, cityCount: cityCountsByState[state.name] ?? 0 }));
}

export const cityLabel = (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`;

const StateCard = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: ${theme.space[1]};
  height: 100%;
  padding: ${theme.space[5]};
  border: ${({ $current }) => ($current ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${theme.radii.md};
  background: ${({ $current }) => ($current ? theme.colors.primarySubtle : theme.colors.background)};
  box-shadow: ${theme.shadows.sm};
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const StateName = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primary};
`;

const Count = styled.span`
  color: ${theme.colors.mutedText};
`;

/** One card per covered state with its city count; the current state is marked. */
export function StateCards({ states, currentSlug }: { states: StateCardData[]; currentSlug: string }) {
  return (
    <nav aria-label="States">
      <TileGrid>
        {states.map((card) => (
          <li key={card.slug}>
            <StateCard
              to={`/${card.slug}`}
              $current={card.slug === currentSlug}
              aria-current={card.slug === currentSlug ? 'page' : undefined}
            >
              <StateName>{card.name}</StateName>
              <Count>{cityLabel(card.cityCount)}</Count>
            </StateCard>
          </li>
        ))}
      </TileGrid>
    </nav>
  );
}
