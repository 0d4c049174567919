import { theme, VisuallyHidden } from '@civicbrief/design-system';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.primarySubtle};
  }
`;

/** Empty cells keep Next on the right when there is no Previous. */
const Cell = styled.span`
  min-width: 6rem;
`;

export const searchPageHref = (query: string, page: number) => `/search?${query}${page > 1 ? `&page=${page}` : ''}`;

/** Previous and next pages of a search (links, so they work without JavaScript and can be shared). */
export function SearchPaging({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <Nav aria-label="Result pages">
      <Cell>
        {page > 1 && (
          <Link to={searchPageHref(query, Math.min(page - 1, Math.max(pageCount, 1)))} rel="prev">
            Previous<VisuallyHidden> page</VisuallyHidden>
          </Link>
        )}
      </Cell>
      <span>
        Page {page} of {Math.max(pageCount, 1)}
      </span>
      <Cell>
        {page < pageCount && (
          <Link to={searchPageHref(query, page + 1)} rel="next">
            Next<VisuallyHidden> page</VisuallyHidden>
          </Link>
        )}
      </Cell>
    </Nav>
  );
}
