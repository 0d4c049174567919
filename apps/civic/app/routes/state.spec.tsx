import { theme } from '@civicbrief/design-system';
import { cityCountsByState } from '@civicbrief/locations';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ArticlesData } from '../components/articles/articles-data';
import { loadArticles } from '../components/articles/articles.server';
import StatePage, { loader, meta } from './$state';

jest.mock('../components/articles/articles.server', () => ({ loadArticles: jest.fn() }));

const noArticles: ArticlesData = { items: [], total: 0, page: 1, pageSize: 6, error: null };

async function load(state: string) {
  const response = await loader({
    params: { state },
    request: new Request(`http://localhost/${state}`),
    context: {},
  } as unknown as Parameters<typeof loader>[0]);
  return { response, data: await response.json() };
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  );
}

beforeEach(() => jest.mocked(loadArticles).mockResolvedValue(noArticles));

describe('state landing page', () => {
  it('loads a covered state by its slug with a card per covered state and its own articles', async () => {
    const { response, data } = await load('california');
    expect(data.state).toEqual({ name: 'California', slug: 'california', code: 'CA' });
    expect(data.states.map((s: { name: string }) => s.name)).toEqual(
      Object.keys(cityCountsByState).sort((a, b) => a.localeCompare(b)),
    );
    expect(data.letters.length).toBeGreaterThan(10);
    expect(jest.mocked(loadArticles).mock.calls[0]?.[1]).toEqual({ slugPrefix: 'ca/articles/' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  });

  it.each(['atlantis', 'CA', 'California', 'ca', 'vermont'])('answers %s with a 404 response', async (slug) => {
    const error = await thrownBy(() => load(slug));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });

  it('titles the page after the state', async () => {
    const { data } = await load('california');
    expect(meta({ data } as Parameters<typeof meta>[0])).toContainEqual({ title: 'California cities | CivicBrief' });
  });

  it("names the state's Atom and RSS feeds in the head", async () => {
    const { data } = await load('california');
    const alternates = meta({ data } as Parameters<typeof meta>[0]).filter(
      (tag) => 'rel' in tag && tag.rel === 'alternate',
    );
    expect(alternates).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'California meeting summaries and agendas (Atom)',
        href: '/california/feed.atom',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'California meeting summaries and agendas (RSS)',
        href: '/california/feed.rss',
      },
    ]);
  });

  it('renders the heading, the state cards, the A to Z directory and the cities grid', async () => {
    const { data } = await load('california');
    const router = createMemoryRouter([{ path: '/:state', element: <StatePage />, loader: () => data }], {
      initialEntries: ['/california'],
    });
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ThemeProvider>,
    );
    // The A to Z directory of every California place takes a moment to render in jsdom.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'California cities' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('navigation', { name: 'States' })).getAllByRole('link');
    expect(cards).toHaveLength(data.states.length);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/california');
    expect(current).toHaveTextContent(`California${cityCountsByState['California']} cities`);
    const index = screen.getByRole('navigation', { name: 'Counties and cities A to Z' });
    expect(within(index).getByRole('link', { name: 'S' })).toHaveAttribute('href', '#letter-s');
    expect(within(index).getByText('X')).toHaveAttribute('aria-disabled', 'true');
    expect(document.getElementById('letter-s')).toHaveTextContent('Santa Clara County');
    expect(screen.getByRole('heading', { level: 2, name: 'California articles' })).toBeInTheDocument();
  });
});
