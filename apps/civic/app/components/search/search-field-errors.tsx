import { FieldErrorText } from '@civicbrief/design-system';

/** Error id and aria props of one field. */
export function described(name: string, fieldErrors: Record<string, string>, hintId?: string) {
  const error = fieldErrors[name];
  const ids = [hintId, error ? `search-${name}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** A field's error message, under the id that `described` points to. */
export function ErrorText({ name, fieldErrors }: { name: string; fieldErrors: Record<string, string> }) {
  return <FieldErrorText id={`search-${name}-error`}>{fieldErrors[name] ?? ''}</FieldErrorText>;
}
