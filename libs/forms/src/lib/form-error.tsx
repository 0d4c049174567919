import { ErrorNotice } from '@civicbrief/design-system';

/**
 * A form-level failure written into the page. Shown when the page was rendered by the server after a
 * submit without JavaScript; with JavaScript the same message is a toast instead, unless the form keeps its
 * refusals by its fields (useFormSubmission's `failureToast: false`).
 */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return <ErrorNotice role="alert">{message}</ErrorNotice>;
}
