import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

/** Place and page links in as many columns of at least `$columnWidth` as fit. */
export const LinkGrid = styled.ul<{ $columnWidth: string; $gap: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columnWidth }) => $columnWidth}, 1fr));
  gap: ${({ $gap }) => theme.space[$gap]};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${theme.space[1]};
    color: ${theme.colors.primary};
  }
`;
