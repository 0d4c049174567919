'use client';

import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../primitives/button';
import { theme } from '../theme/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

const Message = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
`;

const Detail = styled.p`
  margin: 0;
  color: ${theme.colors.mutedText};
`;

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The spec's message, e.g. "Oops! We're having trouble fetching the local news." */
  message: ReactNode;
  /** Optional second line, e.g. 'Please try again to load the content'. */
  detail?: ReactNode;
  onRetry?: () => void;
  /** Where a retry goes without JavaScript (e.g. the current URL, so the loader runs again). */
  retryHref?: string;
  retryLabel?: string;
}

/**
 * A block's error state with a retry. With `retryHref` the retry is a link (works without
 * JavaScript); with `onRetry` as well, a click retries in place instead of loading the page.
 */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { message, detail, onRetry, retryHref, retryLabel = 'Try again', ...rest },
  ref,
) {
  const retryInPlace = (event: MouseEvent) => {
    if (!onRetry) return;
    event.preventDefault();
    onRetry();
  };
  return (
    <Box ref={ref} role="alert" {...rest}>
      <Message>{message}</Message>
      {detail && <Detail>{detail}</Detail>}
      {retryHref ? (
        <Button as="a" href={retryHref} $variant="secondary" onClick={retryInPlace}>
          {retryLabel}
        </Button>
      ) : (
        onRetry && (
          <Button type="button" $variant="secondary" onClick={retryInPlace}>
            {retryLabel}
          </Button>
        )
      )}
    </Box>
  );
});
