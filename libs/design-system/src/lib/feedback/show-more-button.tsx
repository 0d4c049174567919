import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Button, type ButtonStyleProps } from '../primitives/button';
import { Spinner } from './spinner';

export interface ShowMoreButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Defaults to 'Show more' ('See more' on the cities grid). */
  label?: string;
  /** The next page is loading: disabled, with a spinner. */
  loading?: boolean;
}

/** The paging button of lists and grids (spec §4: adds a page, hidden by its owner once all is shown). */
export const ShowMoreButton = forwardRef<HTMLButtonElement, ShowMoreButtonProps>(function ShowMoreButton(
  { label = 'Show more', loading = false, disabled, $variant = 'secondary', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      type="button"
      $variant={$variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner label="Loading more" $size="1rem" />}
      {label}
    </Button>
  );
});
