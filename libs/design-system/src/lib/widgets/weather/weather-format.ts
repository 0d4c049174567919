const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The weekday of an ISO date ('2025-06-02' or '2025-06-02T18:00:00-07:00'), read from its calendar date
 * and not from an instant, so server and browser agree whatever their time zone. Empty when not a date.
 */
export function weekdayName(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return Number.isNaN(day) ? '' : WEEKDAYS[day];
}

/** A Fahrenheit temperature rounded to a whole degree, e.g. 71.6 -> '72°F'. */
export function formatFahrenheit(value: number): string {
  return `${Math.round(value)}°F`;
}
