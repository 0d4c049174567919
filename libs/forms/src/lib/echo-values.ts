import * as z from 'zod/mini';

/** Longest value echoed for a text field whose schema sets no maximum (e.g. a yes/no choice). */
const UNBOUNDED_FIELD_ECHO = 100;
/** Most values echoed for a repeated name (checkboxes sharing a name: two in the RSVP form). */
const MAX_ECHOED_REPEATS = 10;

type FieldSchema = { maxLength?: number };
const fieldsBySchema = new WeakMap<z.core.$ZodType, Record<string, FieldSchema>>();

/** The form's fields and their maximum lengths, read once per schema from its JSON Schema. */
function fieldsOf(schema: z.core.$ZodType): Record<string, FieldSchema> {
  let fields = fieldsBySchema.get(schema);
  if (!fields) {
    // Input side: what the browser sends, before preprocessing; transforms and refinements carry no bounds.
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, FieldSchema>;
    };
    fields = json.properties ?? {};
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

/** The first `max` UTF-16 units of a text, without leaving half of a surrogate pair at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * The values a page may show again after a refused post (the no-JavaScript path): only the form's own
 * fields, texts cut to their field's maximum, booleans as they are, and of a repeated name (yes and no
 * both ticked) the first few values, so the boxes show as they were sent. Unknown names are dropped: a
 * huge post never comes back as a huge page.
 */
export function echoValues(schema: z.core.$ZodType, values: Record<string, unknown>): Record<string, unknown> {
  const fields = fieldsOf(schema);
  const echo: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field) continue;
    const max = field.maxLength ?? UNBOUNDED_FIELD_ECHO;
    if (typeof value === 'boolean') echo[name] = value;
    else if (typeof value === 'string') echo[name] = cut(value, max);
    else if (Array.isArray(value)) {
      echo[name] = value
        .slice(0, MAX_ECHOED_REPEATS)
        .filter((item): item is string => typeof item === 'string')
        .map((item) => cut(item, max));
    }
  }
  return echo;
}
