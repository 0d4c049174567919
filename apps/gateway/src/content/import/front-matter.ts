import { parseDocument, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';

/** A file split into its front matter, read as data, and its markdown body; or why it cannot be. */
export type FrontMatter = { data: Record<string, unknown>; body: string; chars: number } | { problem: string };

/** The opening line: `---`, then an optional language name (`---yaml`, `--- json`); `----` opens nothing. */
const OPENING = /^---(?!-)([^\r\n]*)(\r?\n|$)/;
/** The closing line: `---` alone on its line (trailing blanks allowed). */
const CLOSING = /^---[ \t]*(\r?\n|$)/m;
const YAML_NAMES = new Set(['', 'yaml', 'yml']);

/** yaml's guard against nested aliases (its default): the expanded size is measured too (jsonLengthUpTo). */
const MAX_ALIAS_COUNT = 100;
/**
 * YAML 1.2's core schema: plain data (maps, lists, text, numbers, booleans, null). No custom tags; the YAML
 * 1.1 extras (`!!binary`, `!!timestamp`, `!!set`...) are not resolved even when named, no `<<` merge keys;
 * an unknown tag is a warning, and a warning refuses the file.
 */
const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  customTags: [],
  resolveKnownTags: false,
  merge: false,
  uniqueKeys: true,
  logLevel: 'silent',
};

/**
 * JSON.stringify(value).length, counted only until it passes `limit` (then limit + 1). A YAML alias is one
 * shared value, however often it is used: a short text can stand for gigabytes of JSON, which
 * JSON.stringify (or a validator walking it) would build. This walk stops after about `limit` characters.
 */
export function jsonLengthUpTo(value: unknown, limit: number): number {
  let total = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      total += 2 + Math.max(0, node.length - 1);
      for (const item of node) {
        if (total > limit) return;
        visit(item ?? null);
      }
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node).filter(([, entry]) => entry !== undefined);
      total += 2 + Math.max(0, entries.length - 1);
      for (const [key, entry] of entries) {
        if (total > limit) return;
        total += JSON.stringify(key).length + 1;
        visit(entry);
      }
    } else {
      total += (JSON.stringify(node) ?? 'null').length;
    }
  };
  visit(value);
  return Math.min(total, limit + 1);
}

/** The first line of an error's message, without its trailing colon (yaml follows it with the source). */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/:$/, '');

/** The front matter's text as data: YAML (core schema) or JSON (JSON.parse); throws what is wrong with it. */
function dataOf(language: string, source: string): unknown {
  if (language === 'json') return JSON.parse(source);
  const document = parseDocument(source, YAML_OPTIONS);
  const [problem] = [...document.errors, ...document.warnings];
  if (problem) throw problem;
  return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
}

/**
 * Splits a markdown file into its front matter and body. The front matter is data only: YAML (`---`,
 * `---yaml`, `---yml`) or JSON (`---json`); any other language (`---js`, `---coffee`...) is refused unread,
 * never evaluated. The page (front matter as JSON, aliases expanded, and the trimmed body) must be at most
 * `maxChars` characters. A file without a `---` first line has no front matter: its fields are missing.
 */
export function readFrontMatter(text: string, maxChars: number): FrontMatter {
  const file = text.replace(/^\uFEFF/, '');
  const opening = OPENING.exec(file);
  let source: { language: string; text: string } | undefined;
  let body = file;
  if (opening) {
    const name = opening[1].trim();
    const language = name.toLowerCase();
    if (!YAML_NAMES.has(language) && language !== 'json') {
      const shown = name.length > 20 ? `${name.slice(0, 20)}…` : name;
      return { problem: `'---${shown}' is not read: front matter is YAML (---) or JSON (---json), read as data` };
    }
    const rest = file.slice(opening[0].length);
    const closing = CLOSING.exec(rest);
    if (!closing) return { problem: 'the front matter has no closing --- line' };
    // From the opening line's line break on, so yaml's line numbers are the file's.
    source = { language, text: `${opening[2]}${rest.slice(0, closing.index)}` };
    body = rest.slice(closing.index + closing[0].length);
  }
  body = body.trim();
  let data: unknown = {};
  let chars: number;
  try {
    if (source) data = dataOf(source.language, source.text) ?? {};
    if (typeof data !== 'object' || Array.isArray(data))
      return { problem: 'front matter must be fields (name: value), not a list or a single value' };
    chars = jsonLengthUpTo(data, maxChars) + body.length;
  } catch (error) {
    return { problem: firstLine(error) };
  }
  if (chars > maxChars) {
    return {
      problem: `the page is longer than ${maxChars} characters once its front matter's aliases are expanded (front matter as JSON, and the body)`,
    };
  }
  return { data: data as Record<string, unknown>, body, chars };
}
