import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createGatewayClient } from '@civicbrief/gateway-client';
import { renderAt } from '../render-routes.testing';
import { cityNewsFeedUrl, DEFAULT_NEWS_FEED_TEMPLATE } from './news-feed.server';
import { widgetCalls } from './widget-calls';
import { newsViews } from './widget-views';
import { jsonAnswer as answer, widgetsOf, WidgetsPage, widgetTabs as tabs } from './widgets-page.testing';

const FEED = 'https://news.example.com/rss?q=Saratoga%2C%20CA';
const city = { name: 'Saratoga', stateCode: 'CA', path: '/ca/santa-clara-county/saratoga', newsFeedUrl: FEED };
const source = { provider: 'feed', fetchedAt: '2026-11-26T00:00:00.000Z', stale: false };
const item = (index: number) => ({
  link: `https://news.example.com/${index}`,
  title: `Story ${index}`,
  contentSnippet: `Snippet ${index}`,
  isoDate: '2026-11-26T08:00:00.000Z',
  categories: [],
});
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('the city news feed URL', () => {
  it('is a news search for "City, ST" from the default template, or NEWS_FEED_TEMPLATE when it is an http(s) URL with {query}', () => {
    expect(cityNewsFeedUrl({ name: 'Palo Alto', stateCode: 'CA' }, {})).toBe(
      'https://news.google.com/rss/search?q=Palo%20Alto%2C%20CA&hl=en-US&gl=US&ceid=US:en',
    );
    expect(
      cityNewsFeedUrl(
        { name: 'Saratoga', stateCode: 'CA' },
        { NEWS_FEED_TEMPLATE: 'http://127.0.0.1:4010/feeds/search?q={query}' },
      ),
    ).toBe('http://127.0.0.1:4010/feeds/search?q=Saratoga%2C%20CA');
    for (const bad of ['javascript:alert(1)//{query}', 'https://news.example.com/rss', 'not a url {query}']) {
      expect(cityNewsFeedUrl({ name: 'Saratoga', stateCode: 'CA' }, { NEWS_FEED_TEMPLATE: bad })).toBe(
        DEFAULT_NEWS_FEED_TEMPLATE.replace('{query}', 'Saratoga%2C%20CA'),
      );
    }
  });
});

describe('the local news block', () => {
  it('maps feed items to views: titled stories only, links only when http(s)', () => {
    const views = newsViews({
      items: [{ ...item(1), link: 'javascript:alert(1)' }, { categories: [], link: 'https://x.test/' }, item(2)],
      source,
    });
    expect(views).toEqual([
      {
        title: 'Story 1',
        href: null,
        snippet: 'Snippet 1',
        creator: null,
        isoDate: '2026-11-26T08:00:00.000Z',
        categories: [],
      },
      {
        title: 'Story 2',
        href: 'https://news.example.com/2',
        snippet: 'Snippet 2',
        creator: null,
        isoDate: '2026-11-26T08:00:00.000Z',
        categories: [],
      },
    ]);
  });

  it('fetches a pending block from /api/feed with the city feed, shows 6 stories and adds 6 with Show more', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { items: Array.from({ length: 8 }, (_, index) => item(index + 1)), source }),
    );
    renderAt(city.path, <WidgetsPage city={city} widgets={widgetsOf({ news: { state: 'pending' } })} />);
    const region = screen.getByRole('region', { name: 'Local news for Saratoga' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(6));
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/feed?url=${encodeURIComponent(FEED)}`);
    expect(within(region).getByRole('link', { name: 'Story 1' }).getAttribute('href')).toBe(
      'https://news.example.com/1',
    );
    await userEvent.click(within(region).getByRole('button', { name: /Show more/ }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    expect(tabs()).toEqual(['Local news']);
  });

  it("shows the spec's error with a retry in place", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { items: [item(1)], source }));
    renderAt(city.path, <WidgetsPage city={city} widgets={widgetsOf({ news: { state: 'error' } })} />);
    const region = screen.getByRole('region', { name: 'Local news for Saratoga' });
    expect(within(region).getByRole('alert')).toHaveTextContent("Oops! We're having trouble fetching the local news.");
    await userEvent.click(within(region).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByRole('link', { name: 'Story 1' })).toBeTruthy());
  });

  it('hides the block and its tab when the feed has no stories, or the city has no feed', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: [], source }));
    renderAt(
      city.path,
      <WidgetsPage city={city} widgets={widgetsOf({ weather: { state: 'error' }, news: { state: 'pending' } })} />,
    );
    await waitFor(() => expect(tabs()).toEqual(['Weather']));
    expect(screen.queryByRole('region', { name: 'Local news for Saratoga' })).toBeNull();
    fetchMock.mockClear();
    expect(await widgetCalls.news(createGatewayClient({ baseUrl: '' }), { ...city, newsFeedUrl: null })).toEqual({
      state: 'not-configured',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
