'use client';

import { css, styled } from 'styled-components';
import { RenderedLink } from '../chrome/links';
import { navEntry } from '../chrome/nav-styles';
import { Button } from '../primitives/button';
import { bareList, highlighted, rowLink } from '../primitives/interactive';
import { theme } from '../theme/theme';

// What a LinkPopover is drawn with: its two triggers, the panel, its list and links.

/**
 * 'nav': a navbar entry, and where CSS anchor positioning is missing the list sits under the 4rem header at the
 * page's right. 'button': a small secondary `Button` in the page, and there the list is in the viewport's centre.
 */
export type LinkPopoverAppearance = 'nav' | 'button';

/* Open: its popover, the next sibling, is showing. */
const openState = css`
  &:has(+ :popover-open) {
    ${highlighted}
  }

  svg {
    transition: transform 0.15s ease;
  }

  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`;

export const NavTrigger = styled.button`
  ${navEntry}
  ${openState}
`;

export const ButtonTrigger = styled(Button)`
  ${openState}
`;

export const Panel = styled.div<{ $appearance: LinkPopoverAppearance }>`
  /* The popover's UA style centres it in the viewport (inset: 0, margin: auto) with a border and padding. */
  inset: auto;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: ${theme.space[1]} 0 0;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};

  /* Under its trigger (position-anchor is set inline, per popover), flipped to end at the trigger's right edge
     where it would overflow the viewport. */
  position-area: bottom span-right;
  position-try-fallbacks: flip-inline;

  @supports not (position-area: bottom span-right) {
    ${({ $appearance }) =>
      $appearance === 'nav'
        ? css`
            /* Under the sticky header (4rem tall), at the right of the page. */
            top: 4rem;
            right: ${theme.space[4]};
          `
        : css`
            /* In the page, where the header's corner means nothing: the UA's place, the viewport's centre. */
            inset: 0;
            margin: auto;
          `}
  }
`;

export const List = styled.ul`
  ${bareList}
`;

export const ItemLink = styled(RenderedLink)`
  ${rowLink}
  padding: ${theme.space[2]} ${theme.space[3]};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 L6 8.5 L10 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
