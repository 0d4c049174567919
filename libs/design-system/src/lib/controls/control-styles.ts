import { css } from 'styled-components';
import { theme } from '../theme/theme';

/**
 * Text inputs, selects and the combobox: 44px touch height, a 3:1 border (WCAG 1.4.11), a visible focus ring,
 * the danger edge while aria-invalid, a muted look when disabled.
 */
export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  &:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.mutedText};
    cursor: not-allowed;
  }
`;
