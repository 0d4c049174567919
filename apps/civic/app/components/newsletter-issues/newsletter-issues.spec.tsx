import type { DigestIssue } from '@civicbrief/contracts';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { screen, within } from '@testing-library/react';
import * as issueRoute from '../../routes/$stateCode.$county.$city.newsletter.$date';
import * as listRoute from '../../routes/$stateCode.$county.$city.newsletter._index';
import { CACHE } from '../../lib/cache-policy.server';
import { renderRoutes } from '../render-routes.testing';

const SARATOGA = 'ca/santa-clara-county/saratoga';
const params = { stateCode: 'ca', county: 'santa-clara-county', city: 'saratoga' };
const API = `/api/newsletter/issues/${SARATOGA}`;

const item = (slug: string, title: string, date: string, description = '') => ({ slug, title, description, date });

const issue: DigestIssue = {
  citySlug: SARATOGA,
  cityName: 'Saratoga',
  stateName: 'California',
  date: '2026-11-24',
  periodStart: '2026-11-17T06:00:00.000Z',
  periodEnd: '2026-11-24T06:00:00.000Z',
  sections: {
    summaries: [
      item(
        `${SARATOGA}/summary/city-council-meeting-summary-2026-11-18`,
        'City Council Meeting Summary: November 18, 2026',
        '2026-11-20T17:00:00.000Z',
        'The council approved the budget.',
      ),
      item(
        `${SARATOGA}/summary/planning-commission-meeting-summary-2026-11-12`,
        'Planning Commission Meeting Summary: November 12, 2026',
        '2026-11-18T17:00:00.000Z',
      ),
    ],
    agendas: [
      item(
        `${SARATOGA}/agenda/city-council-agenda-2026-12-02`,
        'City Council Agenda: December 2, 2026',
        '2026-11-21T17:00:00.000Z',
      ),
    ],
    articles: [],
    voterGuides: [],
    upcomingMeetings: [
      item(`${SARATOGA}/agenda/city-council-agenda-2026-12-02`, 'City Council: December 2, 2026', '2026-12-02'),
    ],
  },
  more: { summaries: 3, agendas: 0, articles: 0, voterGuides: 0, upcomingMeetings: 0 },
};

const request = (path: string) =>
  new Request(`http://site.test${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
const issueArgs = (date: string, place = params) =>
  ({ params: { ...place, date }, request: request(`/${SARATOGA}/newsletter/${date}`), context: {} }) as Parameters<
    typeof issueRoute.loader
  >[0];
const listArgs = (place = params) =>
  ({ params: place, request: request(`/${SARATOGA}/newsletter`), context: {} }) as Parameters<
    typeof listRoute.loader
  >[0];

/** What a loader threw: the app's 404 is a thrown Response. */
const thrownBy = (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

describe("a city's newsletter issue and list pages", () => {
  const gateway = fakeGatewayForSuite();

  beforeAll(() => {
    gateway.answer(`GET ${API}/${issue.date}`, { status: 200, body: issue });
    gateway.answer(`GET ${API}`, {
      status: 200,
      body: {
        citySlug: SARATOGA,
        issues: [
          { date: '2026-11-24', items: 7 },
          { date: '2026-11-17', items: 1 },
        ],
      },
    });
  });

  it('reads the issue from the gateway for the visitor, as a public page with its title and description', async () => {
    const response = await issueRoute.loader(issueArgs(issue.date));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(CACHE.page);
    expect(gateway.received.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${API}/2026-11-24`]);
    expect(gateway.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    const data = await response.json();
    expect(data.sections.map((section: { title: string }) => section.title)).toEqual([
      'Meeting summaries',
      'Agendas',
      'Upcoming meetings',
    ]);
    expect(issueRoute.meta({ data } as Parameters<typeof issueRoute.meta>[0])).toEqual([
      { title: 'Saratoga newsletter, November 24, 2026 | CivicBrief' },
      {
        name: 'description',
        content:
          'What was published for Saratoga, California from November 17, 2026 to November 24, 2026: 5 meeting summaries, 1 agenda, 1 upcoming meeting.',
      },
    ]);
  });

  it('shows each non-empty section with its items linking to their pages, and what it left out on the city page', async () => {
    const data = await (await issueRoute.loader(issueArgs(issue.date))).json();
    renderRoutes(
      [{ path: '*', element: <issueRoute.default />, loader: () => data }],
      `/${SARATOGA}/newsletter/2026-11-24`,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saratoga newsletter, November 24, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/What was published for Saratoga, California from/)).toHaveTextContent(
      'What was published for Saratoga, California from November 17, 2026 to November 24, 2026.',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Meeting summaries',
      'Agendas',
      'Upcoming meetings',
    ]);

    const summaries = screen.getByRole('region', { name: 'Meeting summaries' });
    const links = within(summaries).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'City Council Meeting Summary: November 18, 2026',
        `/${SARATOGA}/summary/city-council-meeting-summary-2026-11-18`,
      ],
      [
        'Planning Commission Meeting Summary: November 12, 2026',
        `/${SARATOGA}/summary/planning-commission-meeting-summary-2026-11-12`,
      ],
      ['3 more on the Saratoga page', `/${SARATOGA}#meeting-summaries`],
    ]);
    expect(within(summaries).getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20T17:00:00.000Z');
    expect(within(summaries).getByText('The council approved the budget.')).toBeInTheDocument();
    // No "more" where the issue left nothing out; a meeting's day is its own date.
    expect(within(screen.getByRole('region', { name: 'Agendas' })).queryByText(/more on the/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming meetings' })).getByText('December 2, 2026'),
    ).toBeInTheDocument();

    // Around it: the breadcrumb of the city's pages, Subscribe as on the city page, and every issue.
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/ca/santa-clara-county', `/${SARATOGA}`, `/${SARATOGA}/newsletter`]));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Every Saratoga issue' })).toHaveAttribute(
      'href',
      `/${SARATOGA}/newsletter`,
    );
  });

  it.each([
    ['a date that is not a day', '2026-02-30'],
    ['a date in another form', '24-11-2026'],
    ['no date at all', 'latest'],
  ])('answers %s with a 404, without asking the gateway', async (_, date) => {
    const error = await thrownBy(() => issueRoute.loader(issueArgs(date)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
    expect(gateway.received).toEqual([]);
  });

  it('answers a day without an issue, or a city the catalogue does not know, with a 404', async () => {
    gateway.answer(`GET ${API}/2026-11-23`, {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'No issue on that day.' },
    });
    const none = await thrownBy(() => issueRoute.loader(issueArgs('2026-11-23')));
    expect((none as Response).status).toBe(404);

    for (const place of [
      { ...params, city: 'atlantis' },
      { ...params, stateCode: 'CA' },
    ]) {
      expect(((await thrownBy(() => issueRoute.loader(issueArgs(issue.date, place)))) as Response).status).toBe(404);
      expect(((await thrownBy(() => listRoute.loader(listArgs(place)))) as Response).status).toBe(404);
    }
    expect(gateway.received.map(({ url }) => url)).toEqual([`${API}/2026-11-23`]);
  });

  it('leaves a gateway failure to the error boundary: it is not a missing issue', async () => {
    gateway.answer(`GET ${API}/2026-11-22`, { status: 500, body: { message: 'down' } });
    const error = await thrownBy(() => issueRoute.loader(issueArgs('2026-11-22')));
    expect(error).not.toBeInstanceOf(Response);
    expect(error).toMatchObject({ name: 'GatewayError', status: 500 });
  });

  it("lists the city's issues newest first, each with its item count, linking to its web version", async () => {
    const response = await listRoute.loader(listArgs());
    expect(response.headers.get('Cache-Control')).toBe(CACHE.page);
    const data = await response.json();
    expect(listRoute.meta({ data } as Parameters<typeof listRoute.meta>[0])[0]).toEqual({
      title: 'Saratoga newsletter | CivicBrief',
    });
    renderRoutes([{ path: '*', element: <listRoute.default />, loader: () => data }], `/${SARATOGA}/newsletter`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Saratoga newsletter' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Saratoga newsletter issues' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['November 24, 2026 (7 items)', 'November 17, 2026 (1 item)']);
    expect(within(list).getByRole('link', { name: 'November 24, 2026' })).toHaveAttribute(
      'href',
      `/${SARATOGA}/newsletter/2026-11-24`,
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Saratoga page' })).toHaveAttribute('href', `/${SARATOGA}`);
  });

  it('says so when the city has no issue yet', async () => {
    gateway.answer(`GET ${API}`, { status: 200, body: { citySlug: SARATOGA, issues: [] } });
    const data = await (await listRoute.loader(listArgs())).json();
    renderRoutes([{ path: '*', element: <listRoute.default />, loader: () => data }], `/${SARATOGA}/newsletter`);
    expect(await screen.findByText(/No issue yet/)).toHaveTextContent(
      'No issue yet: the first comes with the next news published for Saratoga.',
    );
  });
});
