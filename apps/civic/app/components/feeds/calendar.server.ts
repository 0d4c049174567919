import ical from 'ical-generator';
import { bodyOf, MEETING_BODIES, meetingDateOf, type MeetingPage } from './feed-model';
import type { FeedScope } from './feed-scope';

/** How often a subscribed calendar app should fetch the calendar again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

/** One meeting: a body's meeting on a day, with its agenda and summary pages when written. */
export interface CalendarMeeting {
  uid: string;
  day: string;
  body: string | null;
  title: string;
  agenda: MeetingPage | null;
  summary: MeetingPage | null;
}

// RFC 5545 TEXT: no control characters but tab (line breaks are written as \n by the escaping below or the library).
const CONTROL = /[^\t\n\r\u0020-\u007E\u0080-\u{10FFFF}]/gu;
const plain = (text: string) => text.replace(CONTROL, '');

/**
 * A TEXT value escaped as RFC 5545 §3.3.11 asks. ical-generator 10 escapes event properties itself but writes the
 * calendar's NAME and X-WR-CALNAME as given, so those (which hold 'Saratoga, CA') are escaped here.
 */
export const icsText = (text: string) =>
  plain(text)
    .replace(/[\\;,]/g, (match) => `\\${match}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * The meetings of the pages: agenda and summary of one body on one day are one event. Its UID is made of the
 * page's slug (city path, body, day), never of the request, so a calendar app that fetches the calendar again
 * updates the event (an agenda, then its summary) instead of adding a second one.
 */
export function calendarMeetings(pages: readonly MeetingPage[]): CalendarMeeting[] {
  const meetings = new Map<string, CalendarMeeting>();
  for (const page of pages) {
    const date = meetingDateOf(page);
    if (!date) continue;
    const body = bodyOf(page);
    const place = page.slug.split('/').slice(0, 3).join('/');
    // A page of a body we do not know is its own meeting: its slug without the date names it.
    const what = body ?? page.slug.slice(place.length + 1).replace(/-\d{4}-\d{1,2}-\d{1,2}$/, '');
    const uid = `${place}/${what}/${date.iso}@civicbrief`;
    const meeting = meetings.get(uid) ?? { uid, day: date.iso, body, title: page.title, agenda: null, summary: null };
    const kind = page.tags.includes('agenda') ? 'agenda' : 'summary';
    // Newest first: the first page of a kind is its newest version.
    if (!meeting[kind]) meeting[kind] = page;
    meetings.set(uid, meeting);
  }
  return [...meetings.values()].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : a.uid < b.uid ? -1 : 1));
}

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const latest = (pages: (MeetingPage | null)[]) =>
  new Date(
    Math.max(
      ...pages.filter((page) => page !== null).map((page) => Date.parse(page.publishedAt ?? page.firstPublishedAt)),
    ),
  );

/**
 * The iCalendar (RFC 5545) of the scope's meetings: one all-day event per meeting (the content has the day, not
 * the hour), linking to its summary, else its agenda. DTSTAMP and LAST-MODIFIED are the newest page's
 * publication, so the same content always gives the same bytes. Lines end in CRLF and fold at 75 octets.
 */
export function meetingsCalendar({
  scope,
  placeName,
  pages,
  origin,
}: {
  scope: FeedScope;
  placeName: string;
  pages: readonly MeetingPage[];
  origin: string;
}): string {
  const calendar = ical({
    name: icsText(`${scope.name} public meetings (CivicBrief)`),
    prodId: { company: 'CivicBrief', product: 'Meetings', language: 'EN' },
    url: `${origin}${scope.pagePath}`,
    ttl: CALENDAR_REFRESH_SECONDS,
  });
  for (const meeting of calendarMeetings(pages)) {
    const link = meeting.summary ?? meeting.agenda;
    if (!link) continue;
    const start = utcDay(meeting.day);
    const bodyName = meeting.body ? MEETING_BODIES[meeting.body] : null;
    const pageLines = [meeting.agenda, meeting.summary]
      .filter((page) => page !== null)
      .map((page) => `${page.tags.includes('agenda') ? 'Agenda' : 'Meeting summary'}: ${origin}/${page.slug}`);
    const stamp = latest([meeting.agenda, meeting.summary]);
    calendar.createEvent({
      id: meeting.uid,
      allDay: true,
      start,
      end: new Date(start.getTime() + 24 * 60 * 60 * 1000),
      summary: plain(bodyName ? `${placeName} ${bodyName} meeting` : meeting.title),
      description: plain([link.description, ...pageLines].filter(Boolean).join('\n')),
      url: `${origin}/${link.slug}`,
      stamp,
      lastModified: stamp,
      categories: bodyName ? [{ name: plain(bodyName) }] : [],
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
