import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.colors.border};
`;

const YearLink = styled.a`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-bottom: 3px solid transparent;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='true'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.text};
  }

  &:hover {
    text-decoration: underline;
  }
`;

export interface YearLinksProps {
  years: number[];
  selected: number;
  hrefFor: (year: number) => string;
  /** With JavaScript the list loads the year in place; without it the link reloads the page on that year. */
  onSelect: (year: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  label: string;
}

/**
 * The year tabs of the meeting summaries list as real links (`?year=2025`), so they work without
 * JavaScript; the selected year carries `aria-current`.
 */
export function YearLinks({ years, selected, hrefFor, onSelect, label }: YearLinksProps) {
  return (
    <nav aria-label={label}>
      <List>
        {years.map((year) => (
          <li key={year}>
            <YearLink
              href={hrefFor(year)}
              aria-current={year === selected ? 'true' : undefined}
              onClick={(event) => onSelect(year, event)}
            >
              {year}
            </YearLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** A plain left click that JavaScript may handle in place; modified clicks (new tab, new window) keep the link's own behaviour. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
