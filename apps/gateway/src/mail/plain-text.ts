/**
 * What a mail's plain text part makes of text typed by visitors, so that a value can never add a line of its own
 * (a forged `Email:` line under a name). Line breaks are every separator a reader or mail client may break on:
 * CR, LF, VT, FF, the file/group/record separators, NEL (U+0085) and U+2028/U+2029.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const LINE_BREAK = /\r\n|[\n\v\f\r\u001c-\u001e\u0085\u2028\u2029]/;
/** Every other control character (C0, DEL, C1) and the line breaks above: none belongs inside one line. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const NOT_ON_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line: line breaks and control characters (runs of them) folded to one space. */
export const oneLine = (text: string): string => text.replace(NOT_ON_A_LINE, ' ');

/**
 * Text that may hold several lines (a free answer), under a `Label: ` line: its later lines are indented by
 * `indent`, so none of them starts where a label would.
 */
export const indentedLines = (text: string, indent = '  '): string =>
  text.split(LINE_BREAK).map(oneLine).join(`\n${indent}`);
