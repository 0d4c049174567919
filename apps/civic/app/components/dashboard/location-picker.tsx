import type { SavedLocation } from '@civicbrief/contracts';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  padding: 0;
  list-style: none;
`;

const Choice = styled(Link)`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.primary};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Which location's summaries to show: links to ?location=<id>, so it works without JavaScript. */
export function LocationPicker({ locations, selectedId }: { locations: readonly SavedLocation[]; selectedId: string }) {
  return (
    <nav aria-label="Summaries by location">
      <List>
        {locations.map((location) => (
          <li key={location.id}>
            <Choice
              to={`?location=${location.id}`}
              preventScrollReset
              aria-current={location.id === selectedId ? 'page' : undefined}
            >
              {location.city}
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}
