import { VisuallyHidden } from '../../primitives/visually-hidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/theme';

const pulse = keyframes`
  50% {
    opacity: 0.5;
  }
`;

/** A grey block standing in for content that is loading; sized like what it replaces, so nothing moves. */
export const Skeleton = styled.span<{ $width?: string; $height: string; $radius?: 'sm' | 'md' | 'lg' }>`
  display: block;
  flex: none;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius = 'sm' }) => theme.radii[$radius]};
  background: ${theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface BusyPlaceholderProps extends HTMLAttributes<HTMLDivElement> {
  /** Announced politely to screen readers, e.g. 'Loading the weather forecast'. */
  label: string;
  /** The skeletons; hidden from assistive technology. */
  children: ReactNode;
}

/** A loading block: marked busy, its label announced (role status), its skeletons hidden from screen readers. */
export const BusyPlaceholder = forwardRef<HTMLDivElement, BusyPlaceholderProps>(function BusyPlaceholder(
  { label, children, ...rest },
  ref,
) {
  return (
    <div ref={ref} aria-busy="true" {...rest}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
});
