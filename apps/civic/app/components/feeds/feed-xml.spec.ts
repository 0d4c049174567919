import Parser from 'rss-parser';
import type { FeedDocument, MeetingPage } from './feed-model';
import { feedDocument } from './feed-routes.server';
import { cityScope } from './feed-scope';
import { atomFeed, rssFeed, xmlText } from './feed-xml';
import { cities } from '@civicbrief/locations';

const origin = 'https://civicbrief.example';
const saratoga = cities.find((city) => city.slug === 'ca/santa-clara-county/saratoga');
if (!saratoga) throw new Error('Saratoga is in the catalogue');
const scope = cityScope(saratoga);

const page = (slug: string, over: Partial<MeetingPage> = {}): MeetingPage => ({
  id: `id ${slug}`,
  title: `Title of ${slug}`,
  slug: `${scope.slugPrefix}${slug}`,
  tags: ['meeting-summary', 'city-council'],
  firstPublishedAt: '2025-03-07T00:00:00.000Z',
  publishedAt: '2025-03-08T10:00:00.000Z',
  description: `Summary of ${slug}.`,
  ...over,
});

// Everything a title or description may hold that breaks XML written carelessly: markup, CDATA ends (twice), entities,
// quotes, control characters XML cannot carry, astral characters.
const HOSTILE = 'Parking <b>fees</b> & "fines" ]]> then ]]> again &amp; \u0000\u0008\u001F \uFFFE 🏛️ café';
const HOSTILE_AS_TEXT = 'Parking <b>fees</b> & "fines" ]]> then ]]> again &amp;   🏛️ café';

const pages = [
  page('summary/city-council-meeting-summary-2025-03-05', { title: HOSTILE, description: HOSTILE }),
  page('agenda/utilities-commission-meeting-agenda-summary-2025-02-11', {
    tags: ['agenda', 'utilities-commission'],
    firstPublishedAt: '2025-02-12T00:00:00.000Z',
    publishedAt: null,
    description: null,
  }),
];
const feed: FeedDocument = feedDocument(scope, pages, origin, new Date('2030-01-01T00:00:00Z'));

/** Parsed strictly (a browser's XML parser): any well-formedness error is a <parsererror> document. */
function strictXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('xmlText', () => {
  it('escapes markup characters and drops characters XML 1.0 cannot carry', () => {
    expect(xmlText('a & <b> "c" \'d\'')).toBe('a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;');
    expect(xmlText('x\u0000\u0007\u000B\uFFFF\uD800y\t\n\r🏛️')).toBe('xy\t\n\r🏛️');
  });
});

describe('atomFeed', () => {
  const xml = atomFeed(feed);

  it('is well-formed Atom with the city, its links and its entries newest first, titles as plain text', async () => {
    const document = strictXml(xml);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const parsed = await new Parser().parseString(xml);
    expect(parsed.title).toBe('Saratoga, CA: meeting summaries and agendas | CivicBrief');
    expect(parsed.link).toBe(`${origin}/ca/santa-clara-county/saratoga`);
    expect(parsed.feedUrl).toBe(`${origin}/ca/santa-clara-county/saratoga/feed.atom`);
    expect(parsed.items.map((item) => item.link)).toEqual([
      `${origin}/ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-2025-03-05`,
      `${origin}/ca/santa-clara-county/saratoga/agenda/utilities-commission-meeting-agenda-summary-2025-02-11`,
    ]);
    expect(parsed.items[0]?.title).toBe(HOSTILE_AS_TEXT);
    expect(parsed.items[0]?.summary).toBe(HOSTILE_AS_TEXT);
    expect(parsed.items[0]?.id).toBe(parsed.items[0]?.link);
    // The feed's date is its newest entry's, whatever the time of the request.
    expect(document.querySelector('feed > updated')?.textContent).toBe('2025-03-08T10:00:00.000Z');
    const entry = document.querySelector('entry');
    expect(entry?.querySelector('title')?.getAttribute('type')).toBe('text');
    expect(entry?.querySelector('published')?.textContent).toBe('2025-03-07T00:00:00.000Z');
    expect([...(entry?.querySelectorAll('category') ?? [])].map((category) => category.getAttribute('label'))).toEqual([
      'Meeting summary',
      'City Council',
    ]);
    // An entry without an edit date is updated when first published; one without a description has no summary.
    const second = document.querySelectorAll('entry')[1];
    expect(second?.querySelector('updated')?.textContent).toBe('2025-02-12T00:00:00.000Z');
    expect(second?.querySelector('summary')).toBeNull();
    expect(document.querySelector('author > name')?.textContent).toBe('CivicBrief');
  });

  it('is the same document for the same content', () => {
    expect(atomFeed(feedDocument(scope, pages, origin, new Date()))).toBe(xml);
  });

  it('without entries is still a valid feed, dated now', async () => {
    const now = new Date('2031-05-01T00:00:00Z');
    const empty = atomFeed(feedDocument(scope, [], origin, now));
    strictXml(empty);
    expect((await new Parser().parseString(empty)).items).toEqual([]);
    expect(empty).toContain('<updated>2031-05-01T00:00:00.000Z</updated>');
  });
});

describe('rssFeed', () => {
  it('is well-formed RSS 2.0 with permalink guids, RFC 822 dates and its Atom self link', async () => {
    const xml = rssFeed(feed);
    const document = strictXml(xml);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const parsed = await new Parser().parseString(xml);
    expect(parsed.title).toBe('Saratoga, CA: meeting summaries and agendas | CivicBrief');
    expect(parsed.items.map((item) => item.guid)).toEqual(parsed.items.map((item) => item.link));
    expect(parsed.items[0]?.title).toBe(HOSTILE_AS_TEXT);
    expect(parsed.items[0]?.pubDate).toBe('Fri, 07 Mar 2025 00:00:00 GMT');
    expect(parsed.items[1]?.categories).toEqual(['Agenda', 'Utilities Commission']);
    expect(document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(
      `${origin}/ca/santa-clara-county/saratoga/feed.rss`,
    );
  });
});
