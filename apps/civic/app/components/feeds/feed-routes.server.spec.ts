/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@civicbrief/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { loader as allAtom } from '../../routes/feed[.]atom';
import { loader as allRss } from '../../routes/feed[.]rss';
import { loader as stateAtom } from '../../routes/$state_.feed[.]atom';
import { loader as cityAtom } from '../../routes/$stateCode.$county.$city.feed[.]atom';
import { loader as cityRss } from '../../routes/$stateCode.$county.$city.feed[.]rss';
import { loader as cityCalendar } from '../../routes/$stateCode.$county.$city.meetings[.]ics';
import { CACHE } from '../../lib/cache-policy.server';
import { FEED_ENTRIES } from './meeting-pages.server';

/** A local content API answering FeedMeetingPages from `pagesFor`, recording the variables it was asked with. */
type Variables = { slugStartsWith: string | null; skip: number; limit: number };
let pagesFor: (variables: Variables) => string[] | 'fail' = () => [];
/** The gateway's list of a city's newsletter issues (decision 046); none unless a test gives some. */
let issuesFor: (path: string) => { status: number; body: unknown } = () => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'No such city.' },
});
const asked: Variables[] = [];
let server: Server;

const item = (slug: string, index: number) => ({
  id: `id ${slug}`,
  title: `Title of ${slug}`,
  slug,
  tags: slug.endsWith('-2025')
    ? ['meeting-summary', 'city-council', 'yearly-listing']
    : [slug.includes('/agenda/') ? 'agenda' : 'meeting-summary', 'city-council'],
  sys: { firstPublishedAt: new Date(Date.UTC(2025, 5, 30) - index * 86_400_000).toISOString(), publishedAt: null },
  metaConfiguration: { description: { content: `About ${slug}` } },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/api/newsletter/issues/')) {
        const { status, body: answer } = issuesFor(request.url);
        response.writeHead(status, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(answer));
      }
      const { query, variables } = JSON.parse(body) as { query: string; variables: Variables };
      response.setHeader('content-type', 'application/json');
      if (!query.includes('query FeedMeetingPages'))
        return response.end(JSON.stringify({ errors: [{ message: 'unexpected query' }] }));
      asked.push(variables);
      const slugs = pagesFor(variables);
      if (slugs === 'fail') return response.end(JSON.stringify({ errors: [{ message: 'database down' }] }));
      response.end(
        JSON.stringify({
          data: { pageCollection: { items: slugs.map((slug, index) => item(slug, variables.skip + index)) } },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env['GATEWAY_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env['SITE_ORIGIN'] = 'https://civicbrief.example';
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
  pagesFor = () => [];
});

const SARATOGA = 'ca/santa-clara-county/saratoga';
const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://civic.test${path}`), params, context: {} }) as unknown as LoaderFunctionArgs;
const cityParams = { stateCode: 'ca', county: 'santa-clara-county', city: 'saratoga' };
/** What a loader threw (a Response: 404, redirect) or returned. */
const settle = async (run: () => Promise<Response> | Response) => {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe('city feeds', () => {
  it('answers the newest meeting pages of the city as Atom, shared-cacheable, without its yearly listings', async () => {
    pagesFor = () => [
      `${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
      `${SARATOGA}/summary/planning-commission-meeting-summary-2025`,
      `${SARATOGA}/agenda/city-council-meeting-agenda-summary-2025-06-30`,
    ];
    const response = await cityAtom(args(`/${SARATOGA}/feed.atom`, cityParams));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CACHE.page);
    const feed = await new Parser().parseString(await response.text());
    expect(feed.items.map((entry) => entry.link)).toEqual([
      `https://civicbrief.example/${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
      `https://civicbrief.example/${SARATOGA}/agenda/city-council-meeting-agenda-summary-2025-06-30`,
    ]);
    // One query, bounded: the city's prefix and a little more than the feed holds (listings are dropped).
    expect(asked).toEqual([{ slugStartsWith: `${SARATOGA}/`, skip: 0, limit: Math.ceil(FEED_ENTRIES * 1.2) }]);
  });

  it("lists the city's newsletter issues with its pages, newest first, linking to their web version", async () => {
    pagesFor = () => [`${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`];
    issuesFor = (path) => ({
      status: 200,
      body: { citySlug: SARATOGA, issues: [{ date: '2025-07-01', items: 2 }], path },
    });
    try {
      const response = await cityAtom(args(`/${SARATOGA}/feed.atom`, cityParams));
      const feed = await new Parser().parseString(await response.text());
      expect(feed.items.map((entry) => [entry.title, entry.link])).toEqual([
        ['Saratoga newsletter, July 1, 2025', `https://civicbrief.example/${SARATOGA}/newsletter/2025-07-01`],
        [
          `Title of ${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
          `https://civicbrief.example/${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
        ],
      ]);
    } finally {
      issuesFor = () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such city.' } });
    }
  });

  it('answers RSS 2.0 too', async () => {
    pagesFor = () => [`${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`];
    const response = await cityRss(args(`/${SARATOGA}/feed.rss`, cityParams));
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect((await new Parser().parseString(await response.text())).items).toHaveLength(1);
  });

  it('404s an unknown city without asking the content API, and redirects another spelling to the canonical feed', async () => {
    const unknown = await settle(() =>
      cityAtom(args('/ca/santa-clara-county/atlantis/feed.atom', { ...cityParams, city: 'atlantis' })),
    );
    expect(unknown.status).toBe(404);
    const badState = await settle(() =>
      cityCalendar(args('/zz/santa-clara-county/saratoga/meetings.ics', { ...cityParams, stateCode: 'zz' })),
    );
    expect(badState.status).toBe(404);
    expect(asked).toEqual([]);
    const upper = await settle(() =>
      cityAtom(args('/CA/santa-clara-county/saratoga/feed.atom', { ...cityParams, stateCode: 'CA' })),
    );
    expect([upper.status, upper.headers.get('Location')]).toEqual([301, `/${SARATOGA}/feed.atom`]);
  });

  it('404s hostile or oversized path segments, never asking the content API', async () => {
    const hostile = [
      '..',
      '%00',
      'saratoga\u0000',
      'a'.repeat(5000),
      "saratoga' or 1=1",
      '<script>',
      'saratoga/../../etc',
    ];
    for (const value of hostile) {
      for (const params of [
        { ...cityParams, city: value },
        { ...cityParams, county: value },
        { ...cityParams, stateCode: value },
      ]) {
        expect((await settle(() => cityAtom(args('/x/feed.atom', params)))).status).toBe(404);
        expect((await settle(() => cityCalendar(args('/x/meetings.ics', params)))).status).toBe(404);
      }
      expect((await settle(() => stateAtom(args('/x/feed.atom', { state: value })))).status).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('answers a content failure with the spec message as a 503 nothing keeps', async () => {
    pagesFor = () => 'fail';
    const response = await cityAtom(args(`/${SARATOGA}/feed.atom`, cityParams));
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe(CACHE.noStore);
    expect(await response.text()).toBe(messages.meetingsLoadFailed);
  });
});

describe('city calendar', () => {
  it('answers text/calendar to download or subscribe to, one event per meeting', async () => {
    pagesFor = () => [
      `${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
      `${SARATOGA}/agenda/city-council-meeting-agenda-summary-2025-06-30`,
      `${SARATOGA}/agenda/city-council-meeting-agenda-summary-2025-06-16`,
    ];
    const response = await cityCalendar(args(`/${SARATOGA}/meetings.ics`, cityParams));
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="saratoga-ca-meetings.ics"');
    expect(response.headers.get('Cache-Control')).toBe(CACHE.page);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      [`${SARATOGA}/city-council/2025-06-30@civicbrief`, 'Saratoga City Council meeting'],
      [`${SARATOGA}/city-council/2025-06-16@civicbrief`, 'Saratoga City Council meeting'],
    ]);
  });
});

describe('state and site-wide feeds', () => {
  it("asks for the pages whose slug starts with the state's code, so another state's city containing it is not in the feed", async () => {
    // Irvine, California's slugs contain 'ne/' ('irvine/'): the content API's prefix filter leaves them out.
    const own = 'ne/douglas-county/omaha/summary/city-council-meeting-summary-2025-06-';
    const irvine = 'ca/orange-county/irvine/summary/city-council-meeting-summary-2025-06-';
    const slugs = [
      ...Array.from({ length: 5 }, (_, index) => `${own}${10 + index}`),
      ...Array.from({ length: 5 }, (_, index) => `${irvine}${10 + index}`),
    ];
    pagesFor = ({ slugStartsWith }) =>
      slugs.filter((slug) => slugStartsWith === null || slug.startsWith(slugStartsWith));
    const response = await stateAtom(args('/nebraska/feed.atom', { state: 'nebraska' }));
    const feed = await new Parser().parseString(await response.text());
    expect(feed.title).toBe('Nebraska: meeting summaries and agendas | CivicBrief');
    expect(feed.items).toHaveLength(5);
    expect(
      feed.items.every((entry) => entry.link?.startsWith('https://civicbrief.example/ne/douglas-county/omaha/')),
    ).toBe(true);
    expect(asked).toEqual([{ slugStartsWith: 'ne/', skip: 0, limit: Math.ceil(FEED_ENTRIES * 1.2) }]);
  });

  it("drops a page outside the state's prefix should the content API send one", async () => {
    pagesFor = () => [
      'ca/orange-county/irvine/summary/city-council-meeting-summary-2025-06-30',
      'ne/douglas-county/omaha/summary/city-council-meeting-summary-2025-06-29',
    ];
    const feed = await new Parser().parseString(
      await (await stateAtom(args('/nebraska/feed.atom', { state: 'nebraska' }))).text(),
    );
    expect(feed.items.map((entry) => entry.link)).toEqual([
      'https://civicbrief.example/ne/douglas-county/omaha/summary/city-council-meeting-summary-2025-06-29',
    ]);
  });

  it('404s a state code, an unknown state and a state without covered cities', async () => {
    for (const state of ['ca', 'atlantis', 'alaska']) {
      expect((await settle(() => stateAtom(args(`/${state}/feed.atom`, { state })))).status).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('reads every city for /feed.atom and /feed.rss', async () => {
    pagesFor = () => [
      `${SARATOGA}/summary/city-council-meeting-summary-2025-06-30`,
      'ne/douglas-county/omaha/agenda/city-council-meeting-agenda-summary-2025-06-29',
    ];
    const atom = await new Parser().parseString(await (await allAtom(args('/feed.atom', {}))).text());
    const rss = await new Parser().parseString(await (await allRss(args('/feed.rss', {}))).text());
    expect(atom.items.map((entry) => entry.link)).toEqual(rss.items.map((entry) => entry.link));
    expect(atom.items).toHaveLength(2);
    expect(asked.map((variables) => variables.slugStartsWith)).toEqual([null, null]);
  });
});
