import { css } from 'styled-components';
import { theme } from '../theme/theme';

/** The primary tint of a hovered, highlighted or current entry (menus, lists, quiet buttons). */
export const highlighted = css`
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primary};
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
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  ${hoverHighlight}
`;

/** A button without chrome (navbar entries, accordion triggers): 44px tall, transparent, tinted on hover. */
export const quietControl = css`
  align-items: center;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
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
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  text-decoration: none;
  cursor: pointer;
`;

/** A card's title link covering the whole card (::after): one big target, one tab stop. The card is `position: relative`. */
export const cardCoveringLink = css`
  color: ${theme.colors.primary};
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
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadows.md};
  }
`;
