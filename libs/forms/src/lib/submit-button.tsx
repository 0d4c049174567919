import { Button, Spinner } from '@civicbrief/design-system';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  /** Text read while loading. */
  loadingLabel?: string;
}

/** The form's submit button: busy with a spinner while sending, disabled when the form says so. */
export function SubmitButton({
  children,
  loading = false,
  disabled = false,
  loadingLabel = 'Sending…',
}: SubmitButtonProps) {
  return (
    <Button type="submit" $size="lg" disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? (
        <>
          <Spinner $size="1rem" label={loadingLabel} />
          <span aria-hidden="true">{loadingLabel}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
