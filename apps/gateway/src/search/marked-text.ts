import type { SearchTextPart } from '@civicbrief/contracts';

/**
 * ts_headline marks matched words with these two control characters (never text a page can show: they are removed
 * from the document before it is headlined), so the answer carries the marks as data, not as HTML, and whatever
 * markup a page or a query holds reaches the browser as text.
 */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** The ts_headline options string's StartSel/StopSel. */
export const MARK_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}"`;

/** Collapses the runs of white space markdown and joined fields leave. */
const tidy = (text: string) => text.replace(/\s+/g, ' ');

/** 'a \u0002word\u0003 b' -> [{a, false}, {word, true}, {b, false}]; adjacent marks merge, empty parts drop. */
export function markedParts(headline: string): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let mark = false;
  for (const piece of headline.split(new RegExp(`([${MARK_START}${MARK_END}])`))) {
    if (piece === MARK_START || piece === MARK_END) {
      mark = piece === MARK_START;
      continue;
    }
    const text = tidy(piece);
    if (!text) continue;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}
