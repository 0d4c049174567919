import { parseSummaryDate } from '@civicbrief/content-client';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'March 4, 2026' for a summary-date slug, in UTC so the server and the browser print the same text. */
export function formatMeetingDate(slug: string): string | null {
  const date = parseSummaryDate(slug);
  return date ? longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : null;
}

/** The year a yearly listing slug ends with ('...-meeting-summary-2025' -> 2025), else null. */
export function listingYear(slug: string): number | null {
  const match = /-(\d{4})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

/** What a meeting page is dated by: the meeting day, or the year of a yearly listing. */
export function meetingDateLabel(slug: string): string | null {
  const day = formatMeetingDate(slug);
  if (day) return day;
  const year = listingYear(slug);
  return year === null ? null : String(year);
}
