import { theme } from '@civicbrief/design-system';
import { cityCountsByState } from '@civicbrief/locations';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import StatePage, { loader, meta } from './$state';

const load = (state: string) => loader({ params: { state } } as unknown as Parameters<typeof loader>[0]);

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('state landing page', () => {
  it('loads a covered state by its slug with a card per covered state', () => {
    const data = load('california');
    expect(data.state).toEqual({ name: 'California', slug: 'california' });
    expect(data.states.map((s) => s.name)).toEqual(Object.keys(cityCountsByState).sort((a, b) => a.localeCompare(b)));
    expect(data.states.find((s) => s.slug === 'california')?.cityCount).toBe(cityCountsByState['California']);
  });

  it.each(['atlantis', 'CA', 'California', 'ca'])('answers %s with a 404 response', (slug) => {
    const error = thrownBy(() => load(slug));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });

  it('titles the page after the state', () => {
    const data = load('california');
    expect(meta({ data } as Parameters<typeof meta>[0])).toContainEqual({ title: 'California cities | CivicBrief' });
  });

  it('renders the heading and links every state card, marking the current one', async () => {
    const data = load('california');
    const router = createMemoryRouter([{ path: '/:state', element: <StatePage />, loader: () => data }], {
      initialEntries: ['/california'],
    });
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'California cities' })).toBeInTheDocument();
    const cards = within(screen.getByRole('navigation', { name: 'States' })).getAllByRole('link');
    expect(cards).toHaveLength(data.states.length);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/california');
    expect(current).toHaveTextContent(`California${cityCountsByState['California']} cities`);
  });
});
