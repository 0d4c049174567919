/**
 * A small RFC 4180 writer: fields quoted when they hold a comma, quote, CR or LF (quotes doubled), CRLF line
 * ends. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or CR before one) gets a
 * leading apostrophe first (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
