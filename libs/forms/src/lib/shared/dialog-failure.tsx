import { VisuallyHidden } from '@civicbrief/design-system';

/**
 * The failure toast's text again, for screen readers, inside a modal dialog: a modal hides the rest of the
 * page from assistive technology, the toast included. Sighted people see the toast itself.
 */
export function DialogFailure({ message }: { message: string | null }) {
  return <VisuallyHidden role="alert">{message ?? ''}</VisuallyHidden>;
}
