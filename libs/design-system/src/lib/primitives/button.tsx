import { css, styled } from 'styled-components';
import { theme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** Defaults to 'primary'. */
  $variant?: ButtonVariant;
  /** Defaults to 'md'. */
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

// Secondary and ghost: primary text, tinted on hover.
const quiet = css`
  color: ${theme.colors.primary};
  &:hover:not(:disabled) {
    background: ${theme.colors.primarySubtle};
  }
`;

const variantStyles = (variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        border-color: ${theme.colors.primary};
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryHover};
          border-color: ${theme.colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        ${quiet}
        background: ${theme.colors.background};
        border-color: ${theme.colors.primary};
      `;
    case 'ghost':
      return css`
        ${quiet}
        background: transparent;
        border-color: transparent;
      `;
    default:
      return variant satisfies never;
  }
};

const sizeStyles = (size: ButtonSize) => {
  switch (size) {
    case 'sm':
      return css`
        min-height: 2rem;
        padding: ${theme.space[1]} ${theme.space[3]};
        font-size: ${theme.fontSizes.sm};
      `;
    case 'md':
      return css`
        min-height: 2.75rem;
        padding: ${theme.space[2]} ${theme.space[5]};
        font-size: ${theme.fontSizes.md};
      `;
    case 'lg':
      return css`
        min-height: 3.25rem;
        padding: ${theme.space[3]} ${theme.space[6]};
        font-size: ${theme.fontSizes.lg};
      `;
    default:
      return size satisfies never;
  }
};

/**
 * Button with `$variant` and `$size`. Polymorphic through styled-components' `as`:
 * `<Button as="a" href="/contact">` or `<Button as={Link} to="/contact">` renders a link styled as a button.
 */
export const Button = styled.button<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-family: inherit;
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  ${({ $variant = 'primary' }) => variantStyles($variant)}
  ${({ $size = 'md' }) => sizeStyles($size)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
