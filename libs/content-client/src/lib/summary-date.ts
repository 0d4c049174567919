/** A meeting date read from a summary slug. */
export interface SummaryDate {
  year: number;
  month: number;
  day: number;
  /** 'YYYY-MM-DD' */
  iso: string;
}

/**
 * The meeting date of a summary slug, from its last three dash-separated parts (year, month, day):
 * 'ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-2024-3-05' -> 2024-03-05.
 * Anything that is not a real calendar date (month 13, 30 February, letters) gives null.
 */
export function parseSummaryDate(slug: string | null | undefined): SummaryDate | null {
  if (typeof slug !== 'string') return null;
  const parts = slug.trim().replace(/\/+$/, '').split('-');
  if (parts.length < 3) return null;
  const [yearText, monthText, dayText] = parts.slice(-3);
  if (!/^\d{4}$/.test(yearText) || !/^\d{1,2}$/.test(monthText) || !/^\d{1,2}$/.test(dayText)) return null;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls invalid parts over (Feb 30 -> Mar 2); a real date survives the round trip unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { year, month, day, iso: `${yearText}-${pad(month)}-${pad(day)}` };
}
