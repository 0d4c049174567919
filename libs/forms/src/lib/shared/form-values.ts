import type { FormResult } from '../parse-form';

/** The values a form starts from: the action's echo of what was sent (no-JS re-render), else the defaults. */
export function startingValues(
  result: FormResult | null | undefined,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  return result && result.status !== 'success' ? { ...defaults, ...result.values } : defaults;
}

/** A text value to show in a field again ('' when absent or not text). */
export function textOf(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}
