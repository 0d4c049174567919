import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Spinner } from './spinner';
import { theme } from '../theme/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  min-height: 8rem;
  padding: ${theme.space[6]};
  color: ${theme.colors.mutedText};
`;

export interface LoadingStateProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, for screen readers; defaults to 'Loading'. */
  label?: string;
  /** Optional visible text under the spinner. */
  children?: ReactNode;
}

/** A block's loading state: a centred spinner, marked busy. */
export const LoadingState = forwardRef<HTMLDivElement, LoadingStateProps>(function LoadingState(
  { label = 'Loading', children, ...rest },
  ref,
) {
  return (
    <Box ref={ref} aria-busy="true" {...rest}>
      <Spinner label={label} $size="2.5rem" />
      {children}
    </Box>
  );
});
