import { Alert } from '@civicbrief/design-system';

/**
 * A form-level failure written into the page. Shown when the page was rendered by the server after a
 * submit without JavaScript; with JavaScript the same message is a toast instead.
 */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert role="alert">{message}</Alert>;
}
