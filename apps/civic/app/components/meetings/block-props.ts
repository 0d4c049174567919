/** Readers for content-block props: content is edited by people, so every field is checked, never trusted. */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The records of a list prop; anything else is an empty list. */
export const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** A link target this site may render: a path on this site ('/...', not '//host'), else null. */
export function sitePath(value: unknown): string | null {
  const path = text(value);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
