import { css, styled } from 'styled-components';
import { bareList, quietControl } from '../primitives/interactive';
import { RenderedLink } from './links';
import { theme } from '../theme/theme';

// Shared look of the top-level navbar entries, links and menu triggers alike.
export const navEntry = css`
  ${quietControl}
  display: inline-flex;
  gap: ${theme.space[1]};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.medium};
`;

export const Header = styled.header`
  /* The site chrome never prints: printed pages carry their own PrintHeader. */
  @media print {
    display: none;
  }
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.sticky};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  max-width: ${theme.maxWidth};
  min-height: 4rem;
  margin-inline: auto;
  padding-inline: ${theme.space[4]};

  ${theme.media.md} {
    padding-inline: ${theme.space[6]};
  }
`;

/** Inline entries: shown from the md breakpoint up; below it the hamburger menu takes over. */
export const DesktopList = styled.ul`
  ${bareList}
  display: none;
  align-items: center;
  gap: ${theme.space[2]};

  ${theme.media.md} {
    display: flex;
  }
`;

export const MobileOnly = styled.div`
  display: block;

  ${theme.media.md} {
    display: none;
  }
`;

export const NavEntryLink = styled(RenderedLink)`
  ${navEntry}
`;
