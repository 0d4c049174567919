import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

/** Wide tables scroll sideways on a phone; the scroll box takes focus so keyboard users can scroll it too. */
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.md};

  /* The section heading above already says it on screen; the caption names the table for screen readers. */
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${theme.space[3]} ${theme.space[4]};
    border-top: 1px solid ${theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    border-top: none;
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/** A captioned table with a header row; rows come as children (<tr>s). */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}
