/**
 * A guide's body as `GET /api/content/extra` answers it, unwrapped from the legacy wrapped form (spec §7: "content
 * is trimmed (first item and last three in one reading; first character and last two in another)"). Both readings
 * are recognised by their wrapper, never cut blindly, so clean markdown comes back whole (decision 031):
 *
 * - items (lines): the body is one fenced block, an opening fence line (```` ``` ````, ```` ```markdown ```` or
 *   ```` ```md ````) first and its closing fence last, followed by blank lines; the canonical form
 *   `"```markdown\n…\n```\n\n"` splits into the first item and the last three (fence, '', '').
 * - characters: the body is a JSON string literal followed by a newline, `"…"\n`: the first character and the
 *   last two go, and the escapes inside (`\n`, `\"`) are decoded.
 *
 * What either reading yields must read as a guide (it has a markdown heading); otherwise the body is kept as is.
 */
export function unwrapGuideBody(body: string): string {
  const unquoted = unwrapCharacters(body) ?? body;
  return unwrapItems(unquoted) ?? unquoted;
}

const HEADING_LINE = /^ {0,3}#{1,6}[ \t]/m;
const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*(markdown|md)?[ \t]*$/i;

/** The characters reading: a JSON string literal and a newline. Null when the body is not one. */
export function unwrapCharacters(body: string): string | null {
  const literal = body.endsWith('\n') ? body.slice(0, body.endsWith('\r\n') ? -2 : -1) : body;
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) return null;
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch {
    return null;
  }
  return typeof value === 'string' && HEADING_LINE.test(value) ? value : null;
}

/** The items reading: one fenced block holding the whole guide. Null when the body is not one. */
export function unwrapItems(body: string): string | null {
  const lines = body.split(/\r?\n/);
  const opening = OPENING_FENCE.exec(lines[0] ?? '');
  if (!opening) return null;
  const fence = opening[1];
  const closes = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  let last = lines.length - 1;
  while (last > 0 && lines[last].trim() === '') last -= 1;
  if (last === 0 || !closes.test(lines[last])) return null;
  const inner = lines.slice(1, last);
  // A fence inside would have closed the block there: then these are two code blocks, not one wrapper.
  if (inner.some((line) => closes.test(line))) return null;
  const markdown = inner.join('\n');
  return HEADING_LINE.test(markdown) ? `${markdown}\n` : null;
}
