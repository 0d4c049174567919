import { catalogueRows } from './catalogue';

/** RFC 4180 field: quoted (with doubled quotes) only when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The catalogue as served at GET /cities.csv: header `City,County,State`, one row per catalogue row
 * (a city in several counties appears once per county), CRLF line ends as RFC 4180 prescribes.
 */
export function toCsv(): string {
  const lines = [['City', 'County', 'State'], ...catalogueRows.map((row) => [row.city, row.county, row.state])];
  return lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
