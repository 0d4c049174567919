import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeetingSummaries } from './meeting-summaries';
import type { MeetingsData, MeetingsPage } from './meetings-data';
import { renderRoutes } from '../render-routes.testing';
import { MEETINGS_REQUEST_TIMEOUT_MS } from './use-meetings-list';

const CITY = '/ca/santa-clara-county/saratoga';
const item = (year: number, n: number) => ({
  id: `${year}-${n}`,
  title: `Meeting ${year} #${n}`,
  href: `/m/${year}/${n}`,
  date: `March ${n}, ${year}`,
  category: 'Meeting Summary',
});
const totals: Record<number, number> = { 2025: 6, 2026: 9 };
const pageOf = (year: number, page: number): MeetingsPage => {
  const start = (page - 1) * 4;
  const count = Math.max(0, Math.min(4, (totals[year] ?? 0) - start));
  return {
    year,
    page,
    total: totals[year] ?? 0,
    error: null,
    items: Array.from({ length: count }, (_, i) => item(year, start + i + 1)),
  };
};
const data: MeetingsData = {
  years: [2025, 2026],
  year: 2026,
  items: pageOf(2026, 1).items,
  total: 9,
  pages: 1,
  pageSize: 4,
  error: null,
};

type Answer = MeetingsPage | 'error 500' | 'no answer' | 'not a page';

/** The list at CITY, its pages answered by `answer` through a stubbed `fetch` (the browser's data request). */
function renderList(
  initial: MeetingsData = data,
  answer: (url: URL) => Answer = (url) =>
    pageOf(Number(url.searchParams.get('year')), Number(url.searchParams.get('page'))),
) {
  const requests: string[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.toString());
    const body = answer(url);
    if (body === 'no answer') {
      // Never answers: only the timeout (or a newer request) ends it.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
    if (body === 'error 500')
      return new Response('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    if (body === 'not a page')
      return new Response('{"message":"Unexpected"}', { headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  const router = renderRoutes(
    [{ path: CITY, element: <MeetingSummaries data={initial} cityPath={CITY} cityName="Saratoga" /> }],
    CITY,
  );
  return { requests, router };
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

const cards = (year: number) =>
  within(screen.getByRole('list', { name: `Meeting summaries from ${year}` })).getAllByRole('listitem');

describe('MeetingSummaries', () => {
  it('renders year tabs and Show more as links the loader understands', async () => {
    renderList();
    const years = await screen.findByRole('navigation', { name: 'Meeting summaries by year' });
    expect(within(years).getByRole('link', { name: '2025' })).toHaveAttribute(
      'href',
      `${CITY}?year=2025#meeting-summaries`,
    );
    expect(within(years).getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute(
      'href',
      `${CITY}?year=2026&pages=2#meeting-summaries`,
    );
    expect(cards(2026)).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Meeting 2026 #1' })).toHaveAttribute('href', '/m/2026/1');
    expect(screen.getByText('March 1, 2026 · Meeting Summary')).toBeInTheDocument();
  });

  it('appends the next 4 on Show more and hides it when everything is shown', async () => {
    const { requests } = renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Meeting 2026 #8' })).toBeInTheDocument();
    expect(cards(2026)).toHaveLength(8);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Meeting 2026 #9' })).toBeInTheDocument();
    expect(cards(2026)).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requests.map((url) => new URL(url).search)).toEqual(['?year=2026&page=2', '?year=2026&page=3']);
  });

  it('replaces the list with the first page of another year', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Meeting 2026 #8' });
    await user.click(screen.getByRole('link', { name: '2025' }));
    expect(await screen.findByRole('list', { name: 'Meeting summaries from 2025' })).toBeInTheDocument();
    expect(cards(2025).map((card) => card.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Meeting 2025 #1')]),
    );
    expect(cards(2025)).toHaveLength(4);
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'true');
  });

  it("shows the spec's message with a retry when a page fails, and retries it", async () => {
    let fail = true;
    renderList(data, (url) => {
      const page = pageOf(Number(url.searchParams.get('year')), Number(url.searchParams.get('page')));
      return fail
        ? { ...page, items: [], error: "Oops! We're having trouble fetching the recent meetings summaries." }
        : page;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '2025' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! We're having trouble fetching the recent meetings summaries.");
    fail = false;
    await user.click(within(alert).getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Meeting summaries from 2025' })).toBeInTheDocument();
  });

  it.each<[string, Answer]>([
    ['answers 500', 'error 500'],
    ['answers something other than a page', 'not a page'],
  ])(
    "shows the spec's message with a retry in place of the list when a year tab's request %s, and recovers",
    async (_, failure) => {
      let fail = true;
      renderList(data, (url) =>
        fail ? failure : pageOf(Number(url.searchParams.get('year')), Number(url.searchParams.get('page'))),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: '2025' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("Oops! We're having trouble fetching the recent meetings summaries.");
      expect(screen.queryByRole('list', { name: /^Meeting summaries from/ })).not.toBeInTheDocument();
      // The rest stays: the section, its heading and the year tabs.
      expect(screen.getByRole('heading', { name: 'Meeting summaries' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'true');
      fail = false;
      await user.click(within(alert).getByRole('link', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'Meeting summaries from 2025' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it("shows the message when 'Show more' gets no answer in time, and the retry asks for the same page", async () => {
    let fail = true;
    const { requests } = renderList(data, (url) =>
      fail ? 'no answer' : pageOf(Number(url.searchParams.get('year')), Number(url.searchParams.get('page'))),
    );
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('link', { name: 'Show more' }));
    expect(screen.getByRole('link', { name: /Show more/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      jest.advanceTimersByTime(MEETINGS_REQUEST_TIMEOUT_MS);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! We're having trouble fetching the recent meetings summaries.");
    fail = false;
    await user.click(within(alert).getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Meeting 2026 #8' })).toBeInTheDocument();
    expect(cards(2026)).toHaveLength(8);
    expect(requests.map((url) => new URL(url).search)).toEqual(['?year=2026&page=2', '?year=2026&page=2']);
  });

  it('keeps only the newest request: a tab picked while another loads wins', async () => {
    renderList(data, (url) => (url.searchParams.get('year') === '2025' ? 'no answer' : pageOf(2026, 1)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '2025' }));
    expect(screen.getByText('Loading the Saratoga meeting summaries')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '2026' }));
    expect(await screen.findByRole('list', { name: 'Meeting summaries from 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the current year has no summaries yet', () => {
    renderList({ ...data, years: [2025, 2026], year: 2026, items: [], total: 0 });
    expect(screen.getByText('No meeting summaries for Saratoga from 2026 yet.')).toBeInTheDocument();
  });

  it('says so when the city has no summaries', () => {
    renderList({ ...data, years: [], year: null, items: [], total: 0 });
    expect(screen.getByText('No meeting summaries for Saratoga yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
