import { VisuallyHidden } from '../primitives/visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes, styled } from 'styled-components';
import { theme } from '../theme/theme';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 3px solid ${theme.colors.primarySubtle};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* Reduced motion: a slow pulse would still move; a static ring plus the label says enough. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers; defaults to 'Loading'. */
  label?: string;
  /** CSS size of the ring; defaults to 1.5rem. */
  $size?: string;
}

/** A busy indicator announced politely (role status) by its visually hidden label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', $size = '1.5rem', ...rest },
  ref,
) {
  return (
    <span ref={ref} role="status" {...rest}>
      <Ring $size={$size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
});
