import { VisuallyHidden } from '../primitives/visually-hidden';
import { theme } from '../theme/theme';
import { styled } from 'styled-components';
import { controlStyles } from '../controls/control-styles';
import { quietControl } from '../primitives/interactive';

/** Where the navbar's search goes: a plain GET form, so it works without JavaScript and the URL can be shared. */
export const SEARCH_PATH = '/search';
/** The search page's query length bound (contracts' SEARCH_LIMITS.queryMaxLength). */
const QUERY_MAX_LENGTH = 200;

const SearchForm = styled.form`
  display: none;
  align-items: center;
  gap: ${theme.space[1]};
  flex: 1 1 16rem;
  max-width: 22rem;
  margin-inline-start: auto;

  ${theme.media.md} {
    display: flex;
  }
`;

const SearchInput = styled.input`
  ${controlStyles}
  min-height: 2.5rem;
  padding-block: ${theme.space[1]};
`;

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
`;

const SearchButton = styled.button`
  ${quietControl}
  ${iconButton}
  border-radius: ${theme.radii.md};
`;

/** Below md the form does not fit beside the logo: a link to the search page (which has the full form) instead. */
const SearchLink = styled.a`
  ${quietControl}
  ${iconButton}
  margin-inline-start: auto;
  border-radius: ${theme.radii.md};

  ${theme.media.md} {
    display: none;
  }
`;

function MagnifierIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/** The navbar's search box (decision 035): every city's meeting summaries, agendas and articles. */
export function NavSearch() {
  return (
    <>
      <SearchForm role="search" action={SEARCH_PATH} method="get" aria-label="Site">
        <VisuallyHidden as="label" htmlFor="nav-search-q">
          Search meetings and articles
        </VisuallyHidden>
        <SearchInput
          id="nav-search-q"
          type="search"
          name="q"
          placeholder="Search every city"
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <SearchButton type="submit">
          <MagnifierIcon />
          <VisuallyHidden>Search</VisuallyHidden>
        </SearchButton>
      </SearchForm>
      <SearchLink href={SEARCH_PATH}>
        <MagnifierIcon />
        <VisuallyHidden>Search</VisuallyHidden>
      </SearchLink>
    </>
  );
}
