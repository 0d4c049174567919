import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Shows a gateway 400's messages on the form's own fields. False when none of them names a field of
 * the form, so the caller falls back to its failure toast instead of failing silently.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  fieldErrors: Record<string, string>,
  fields: readonly Path<TValues>[],
): boolean {
  const shown = Object.entries(fieldErrors).filter(([name]) => fields.includes(name as Path<TValues>));
  shown.forEach(([name, message], index) => form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return shown.length > 0;
}
