import { styled } from 'styled-components';
import { theme } from '../theme/theme';

export interface CardGridProps {
  /** One column, for a list holding a single item (spec §9 "grid goes to 1 column when only 1 article"). */
  $single?: boolean;
  /** Columns from the lg breakpoint up; defaults to 3 (2 from md). */
  $columns?: 2 | 3 | 4;
}

/** Responsive grid of cards: one column on phones, two from md, `$columns` from lg. Use `as="ul"` for a list. */
export const CardGrid = styled.div<CardGridProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }

  ${theme.media.lg} {
    grid-template-columns: ${({ $single, $columns = 3 }) => ($single ? 'minmax(0, 1fr)' : `repeat(${$columns}, minmax(0, 1fr))`)};
  }
`;
