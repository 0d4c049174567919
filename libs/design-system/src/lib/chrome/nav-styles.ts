import styled, { css } from 'styled-components';
import { RenderedLink } from './links';

// Shared look of the top-level navbar entries, links and menu triggers alike.
export const navEntry = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Header = styled.header`
  /* The site chrome never prints: printed pages carry their own PrintHeader. */
  @media print {
    display: none;
  }
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 4rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** Inline entries: shown from the md breakpoint up; below it the hamburger menu takes over. */
export const DesktopList = styled.ul`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

export const MobileOnly = styled.div`
  display: block;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const NavEntryLink = styled(RenderedLink)`
  ${navEntry}
`;
