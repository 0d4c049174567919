'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Messages appear on blur (spec §5); a field already showing one is checked again as it changes, so the
 * message goes as soon as the value is right. Waiting for the next blur would remove it while the person
 * clicks the next control, and the shifting layout would make that click miss.
 */
export function useRevalidateShownErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const field = name as Path<TValues>;
      if (form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form, enabled]);
}
