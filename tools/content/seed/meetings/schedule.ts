import type { City } from '@civicbrief/locations';
import { addDays, daysInMonth, utcDate } from '../dates';
import { createPrng } from '../prng';

export const meetingBodies = ['city-council', 'planning-commission', 'utilities-commission'] as const;
export type MeetingBody = (typeof meetingBodies)[number];

export const bodyNames: Record<MeetingBody, string> = {
  'city-council': 'City Council',
  'planning-commission': 'Planning Commission',
  'utilities-commission': 'Utilities Commission',
};

export interface Meeting {
  body: MeetingBody;
  date: Date;
  /** When the agenda went up, a few days before the meeting (open-meeting laws ask for 72 hours). */
  postedAt: Date;
  /** A revised agenda, on some meetings. */
  amendedAt: Date | null;
  /** When the summary went out, 1-3 days after the meeting. */
  publishedAt: Date;
  /** Council meetings only: whether an agenda summary was written too. */
  hasAgenda: boolean;
}

/**
 * How often each body meets: per month, the chance of 1 and of 2 meetings. Tuned so the 411 cities total
 * about 50,000 pages over three years (docs: tools/content/seed/README.md).
 */
const cadence: Record<MeetingBody, { one: number; two: number }> = {
  'city-council': { one: 0.85, two: 0.1 },
  'planning-commission': { one: 0.4, two: 0.1 },
  'utilities-commission': { one: 0.45, two: 0 },
};

/** The nth (1-based) given weekday (0 = Sunday) of a month, or null past the month's end. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date | null {
  const first = utcDate(year, month, 1).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  return day <= daysInMonth(year, month) ? utcDate(year, month, day) : null;
}

/**
 * The meetings of one body of one city whose summary is out by the reference date, from January of the
 * first year on. Each city and body keeps a regular weekday, like real bodies do.
 */
export function meetingSchedule(city: City, body: MeetingBody, firstYear: number, reference: Date): Meeting[] {
  const prng = createPrng(`schedule:${city.slug}:${body}`);
  const weekday = prng.int(1, 4);
  const weeks = prng.chance(0.5) ? [1, 3] : [2, 4];
  const meetings: Meeting[] = [];
  for (let year = firstYear; year <= reference.getUTCFullYear(); year++) {
    for (let month = 1; month <= 12; month++) {
      const roll = prng.next();
      const { one, two } = cadence[body];
      const count = roll < two ? 2 : roll < two + one ? 1 : 0;
      const chosen = count === 2 ? weeks : count === 1 ? [prng.pick(weeks)] : [];
      for (const week of chosen) {
        const date = nthWeekday(year, month, weekday, week);
        // Draw every value whether or not the meeting is kept, so the cut-off never shifts later meetings.
        const postedAt = addDays(date ?? reference, -prng.int(3, 7));
        const amendedAt = prng.chance(0.2) ? addDays(postedAt, prng.int(1, 2)) : null;
        const publishedAt = addDays(date ?? reference, prng.int(1, 3));
        const hasAgenda = body !== 'city-council' || prng.chance(0.8);
        if (date && publishedAt <= reference)
          meetings.push({ body, date, postedAt, amendedAt, publishedAt, hasAgenda });
      }
    }
  }
  return meetings;
}
