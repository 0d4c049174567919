/**
 * @jest-environment node
 */
import { cities } from '@civicbrief/locations';
import ICAL from 'ical.js';
import { calendarMeetings, icsText, meetingsCalendar } from './calendar.server';
import type { MeetingPage } from './feed-model';
import { cityScope } from './feed-scope';

const origin = 'https://civicbrief.example';
const saratoga = cities.find((city) => city.slug === 'ca/santa-clara-county/saratoga');
if (!saratoga) throw new Error('Saratoga is in the catalogue');
const scope = cityScope(saratoga);
const city = 'ca/santa-clara-county/saratoga';

const page = (slug: string, tags: string[], over: Partial<MeetingPage> = {}): MeetingPage => ({
  id: `id ${slug}`,
  title: `Title of ${slug}`,
  slug: `${city}/${slug}`,
  tags,
  firstPublishedAt: '2025-03-07T00:00:00.000Z',
  publishedAt: '2025-03-08T10:00:00.000Z',
  description: null,
  ...over,
});

// Newest first, as the content API answers: a council meeting with both pages, one with its agenda only, a planning
// summary, an imported page of a body the content does not tag, and a page without a meeting date.
const pages = [
  page('summary/city-council-meeting-summary-2025-03-05', ['meeting-summary', 'city-council'], {
    description:
      'Council; budget, "parks" & a very long description that must be folded over several lines by the calendar writer 🏛️ café',
  }),
  page('agenda/city-council-meeting-agenda-summary-2025-03-05', ['agenda', 'city-council'], {
    publishedAt: '2025-03-01T08:00:00.000Z',
  }),
  page('agenda/city-council-meeting-agenda-summary-2025-04-02', ['agenda', 'city-council'], {
    publishedAt: '2025-03-29T08:00:00.000Z',
  }),
  page('summary/planning-commission-agenda-summary-2025-02-20', ['meeting-summary', 'planning-commission']),
  page('summary/library-board-meeting-summary-2025-01-15', ['meeting-summary'], {
    title: 'Library Board, January\u0007 15',
  }),
  page('summary/notes', ['meeting-summary']),
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => ({ component, event: new ICAL.Event(component) }));
  return { calendar, events };
}

describe('calendarMeetings', () => {
  it('makes one meeting of the agenda and summary of a body on a day, with a UID from the slug', () => {
    const meetings = calendarMeetings(pages);
    expect(meetings.map((meeting) => meeting.uid)).toEqual([
      `${city}/city-council/2025-04-02@civicbrief`,
      `${city}/city-council/2025-03-05@civicbrief`,
      `${city}/planning-commission/2025-02-20@civicbrief`,
      `${city}/summary/library-board-meeting-summary/2025-01-15@civicbrief`,
    ]);
    const council = meetings[1];
    expect([council?.agenda?.slug, council?.summary?.slug]).toEqual([pages[1]?.slug, pages[0]?.slug]);
  });
});

describe('meetingsCalendar', () => {
  const text = meetingsCalendar({ scope, placeName: saratoga.name, pages, origin });

  it('is RFC 5545 text: CRLF line ends only, lines folded at 75 octets, ending in CRLF', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(/[^\r]\n|\r(?!\n)/.test(text)).toBe(false);
    const lines = text.split('\r\n');
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // No control character but the line ends.
    expect(/[^\t\n\r\u0020-\u007E\u0080-\u{10FFFF}]/u.test(text)).toBe(false);
  });

  it('parses (ical.js) into one all-day event per meeting, linking to the summary, else the agenda', () => {
    const { calendar, events } = parse(text);
    // ical.js keeps NAME and X-WR-CALNAME raw (it does not type them): RFC 5545 TEXT escaping, decoded as TEXT.
    const decoded = (name: string) =>
      ICAL.design.icalendar.value['text']?.fromICAL(String(calendar.getFirstPropertyValue(name)));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Saratoga\\, CA public meetings (CivicBrief)');
    expect([decoded('name'), decoded('x-wr-calname')]).toEqual([
      'Saratoga, CA public meetings (CivicBrief)',
      'Saratoga, CA public meetings (CivicBrief)',
    ]);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//CivicBrief//Meetings//EN');
    expect(events.map(({ event }) => event.uid)).toEqual(calendarMeetings(pages).map((meeting) => meeting.uid));
    const [april, march, planning, library] = events;
    expect(march?.event.summary).toBe('Saratoga City Council meeting');
    expect(march?.event.startDate.isDate).toBe(true);
    expect(march?.event.startDate.toString()).toBe('2025-03-05');
    expect(march?.event.endDate.toString()).toBe('2025-03-06');
    expect(march?.component.getFirstPropertyValue('url')).toBe(`${origin}/${pages[0]?.slug}`);
    expect(march?.event.description).toBe(
      `${pages[0]?.description}\nAgenda: ${origin}/${pages[1]?.slug}\nMeeting summary: ${origin}/${pages[0]?.slug}`,
    );
    // DTSTAMP and LAST-MODIFIED: the newest of the meeting's pages, never the time of the request.
    expect(march?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-03-08T10:00:00Z');
    expect(april?.component.getFirstPropertyValue('url')).toBe(`${origin}/${pages[2]?.slug}`);
    expect(planning?.event.summary).toBe('Saratoga Planning Commission meeting');
    expect(planning?.component.getFirstPropertyValue('categories')).toBe('Planning Commission');
    expect(library?.event.summary).toBe('Library Board, January 15');
  });

  it('is the same text for the same pages, so calendar apps and caches see no change', () => {
    expect(meetingsCalendar({ scope, placeName: saratoga.name, pages: [...pages], origin })).toBe(text);
  });

  it('keeps each UID when newer pages arrive, so a subscribed calendar updates its events instead of adding them', () => {
    const later = [
      page('summary/city-council-meeting-summary-2025-04-02', ['meeting-summary', 'city-council'], {
        publishedAt: '2025-04-04T00:00:00.000Z',
      }),
      ...pages,
    ];
    const { events } = parse(meetingsCalendar({ scope, placeName: saratoga.name, pages: later, origin }));
    expect(events.map(({ event }) => event.uid)).toEqual(parse(text).events.map(({ event }) => event.uid));
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe(`${origin}/${later[0]?.slug}`);
  });

  it('without meetings is an empty calendar', () => {
    const { calendar, events } = parse(meetingsCalendar({ scope, placeName: saratoga.name, pages: [], origin }));
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});

describe('icsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(icsText('a\\b;c,d\r\ne\nf\u0000')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});
