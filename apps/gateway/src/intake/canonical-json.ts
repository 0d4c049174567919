import { createHash } from 'node:crypto';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * JSON with object keys sorted at every depth: equal data gives equal text whatever order the keys came in.
 * No recursion of its own: JSON.stringify walks the value and the replacer only reorders one object's keys
 * at a time. Request data reaches it after jsonIssues() has bounded its depth (INTAKE_BOUNDS).
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, child: unknown) =>
      // fromEntries defines own properties, so a key named __proto__ stays data and never becomes a prototype.
      isPlainObject(child)
        ? Object.fromEntries(
            Object.keys(child)
              .sort()
              .map((key) => [key, child[key]]),
          )
        : child,
    ) ?? 'null'
  );
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
