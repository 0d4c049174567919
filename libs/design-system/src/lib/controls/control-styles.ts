import { css } from 'styled-components';

/**
 * Text inputs, selects and the combobox: 44px touch height, a 3:1 border (WCAG 1.4.11), a visible focus ring,
 * the danger edge while aria-invalid, a muted look when disabled.
 */
export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
`;
