/** How far a request body may reach; real submissions stay far inside every bound. */
export interface JsonBounds {
  /** Levels of objects and lists, the outermost included (`{"data":{"a":1}}` has 2). */
  maxDepth: number;
  /** Keys of one object, items of one list. */
  maxEntries: number;
  /** Characters of one string value or key. */
  maxString: number;
}

/** The intake bodies go 4 levels deep (cio_relationships[0].identifiers.object_id) and hold short texts. */
export const INTAKE_BOUNDS: JsonBounds = { maxDepth: 8, maxEntries: 50, maxString: 4096 };

export const UNSTORABLE_TEXT = 'Must not contain NUL characters or unpaired surrogates';
export const tooDeep = (bounds: JsonBounds) => `Must be nested at most ${bounds.maxDepth} levels deep`;
export const tooMany = (bounds: JsonBounds) => `Must have at most ${bounds.maxEntries} entries`;
export const tooLong = (bounds: JsonBounds) => `Must be at most ${bounds.maxString} characters`;

// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate (no character at all).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export interface JsonIssue {
  /** JSON pointer of the value (`/data/first_name`), `/` for the whole. */
  instancePath: string;
  message: string;
}

/** Issues reported before the walk stops: enough to name the fields, never a large answer. */
const MAX_ISSUES = 10;

/**
 * What in a parsed body is out of bounds or could not be stored: text with NUL or a lone surrogate
 * (keys too), strings too long, objects and lists too large, nesting too deep. Iterative, with an
 * explicit stack: a body nested thousands of levels deep is one issue at the depth limit, never a
 * stack overflow. Nothing below the depth limit is visited, so the walk costs at most the body's size.
 */
export function jsonIssues(root: unknown, bounds: JsonBounds = INTAKE_BOUNDS): JsonIssue[] {
  const issues: JsonIssue[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    const instancePath = path || '/';
    if (typeof value === 'string') {
      if (unstorable(value)) issues.push({ instancePath, message: UNSTORABLE_TEXT });
      else if (value.length > bounds.maxString) issues.push({ instancePath, message: tooLong(bounds) });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= bounds.maxDepth) {
      issues.push({ instancePath, message: tooDeep(bounds) });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > bounds.maxEntries) {
      issues.push({ instancePath, message: tooMany(bounds) });
      continue;
    }
    // Pushed in reverse, so issues come out in the body's own order.
    for (const key of keys.reverse()) {
      const childPath = `${path}/${key}`;
      if (unstorable(key)) issues.push({ instancePath: childPath, message: UNSTORABLE_TEXT });
      else if (key.length > bounds.maxString) issues.push({ instancePath: childPath, message: tooLong(bounds) });
      else stack.push({ value: (value as Record<string, unknown>)[key], path: childPath, depth: depth + 1 });
    }
  }
  return issues;
}
