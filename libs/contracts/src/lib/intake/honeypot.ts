// The one honeypot rule: every form, every Remix action and every gateway intake call use it.

/**
 * The trap field's name. Bots fill inputs named like a web address; people never see this one. Not
 * `website`: the demo contact forms of spec §3 have a real, required website field.
 */
export const TRAP_FIELD = 'homepage';

/** A filled trap (any non-blank text) marks a bot: answer as a success, send and store nothing. */
export function isTrapped(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A call body with a filled trap: at its top, or beside the form's fields under `data` (the subscribe calls). */
export function isTrappedBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return isTrapped(body[TRAP_FIELD]) || (isRecord(body.data) && isTrapped(body.data[TRAP_FIELD]));
}
