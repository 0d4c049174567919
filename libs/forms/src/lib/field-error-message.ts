import { messages } from '@civicbrief/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The shape of a react-hook-form (or gateway) field error this lib reads. */
export interface FieldErrorLike {
  message?: string;
}

/**
 * The text to show for a field error: its own message, or the spec's default 'This field is required.'
 * when it has none (e.g. react-hook-form's `required: true`). No error -> undefined.
 */
export function fieldErrorMessage(error?: FieldErrorLike | null): string | undefined {
  if (!error) return undefined;
  const message = error.message?.trim();
  return message ? message : messages.fieldRequired;
}

/** The error a bound field shows: react-hook-form's, read through formState so the field updates with it. */
export function fieldErrorOf<TValues extends FieldValues>(form: UseFormReturn<TValues>, name: Path<TValues>) {
  return form.getFieldState(name, form.formState).error;
}
