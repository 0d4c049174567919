import { FieldErrorText } from '@civicbrief/design-system';

export interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  /** The message to show; nothing shows when empty. */
  message?: string;
  className?: string;
}

/**
 * A field's error text in a polite live region: screen readers announce a message that appears after
 * blur or submit without interrupting. The region is always rendered, so the announcement is reliable.
 */
export function FieldError({ id, message, className }: FieldErrorProps) {
  return (
    <FieldErrorText id={id} className={className} aria-live="polite" aria-atomic="true">
      {message}
    </FieldErrorText>
  );
}
