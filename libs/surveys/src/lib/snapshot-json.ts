import { SURVEY_TEXT_MAX } from '@civicbrief/contracts';

// A survey's answers so far travel in one hidden field of each step's form, so a browser without JavaScript
// can answer step after step (each a form post; the page's action restores, applies the post and renders
// the next step). A snapshot is never trusted: it is replayed through the machine, which drops what it would
// not have accepted. The subscriber (id, email, place) always comes from the link and the lookup, not from it.

/** The hidden field's name, and a bound no honest snapshot comes near. */
export const SNAPSHOT_FIELD = 'survey';
export const SNAPSHOT_MAX = 8 * 1024;

export function parseSnapshot(json: unknown): Record<string, unknown> {
  if (typeof json !== 'string' || json.length > SNAPSHOT_MAX) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, SURVEY_TEXT_MAX) : '');
export const stepOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
