/** Calendar helpers in UTC: seed dates never depend on the machine's time zone. */

const DAY_MS = 86_400_000;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'March 5, 2024' */
export function longDate(date: Date): string {
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A strict 'YYYY-MM-DD' (a real calendar day) as midnight UTC, or null. */
export function parseIsoDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcDate(year, month, day);
  return isoDay(date) === text ? date : null;
}

/** Today at midnight UTC: the default reference date of the seed. */
export function todayUtc(now: Date = new Date()): Date {
  return utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}
