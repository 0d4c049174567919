import { css } from 'styled-components';

/** The primary tint of a hovered, highlighted or current entry (menus, lists, quiet buttons). */
export const highlighted = css`
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

export const hoverHighlight = css`
  &:hover {
    ${highlighted}
  }
`;

/** A list without bullets or indent (navigation, link lists). */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link filling its row in a menu or a list of links, tinted on hover. */
export const rowLink = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${hoverHighlight}
`;

/** A button without chrome (navbar entries, accordion triggers): 44px tall, transparent, tinted on hover. */
export const quietControl = css`
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  ${hoverHighlight}
`;

/** A bordered 44px square holding an icon or a glyph (menu, close and share controls). */
export const iconControl = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
`;

/** A card's title link covering the whole card (::after): one big target, one tab stop. The card is `position: relative`. */
export const cardCoveringLink = css`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    text-decoration: underline;
  }
`;

/** A card's raised surface (cards, photo cards): bordered, rounded, lifted on hover and while it holds the focus. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
