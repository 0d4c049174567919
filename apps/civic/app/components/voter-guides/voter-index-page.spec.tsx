import { screen, within } from '@testing-library/react';
import type { VoterIndexData } from './index-data.server';
import { VoterIndexPage, voterIndexMeta } from './voter-index-page';
import { renderRoutes } from '../render-routes.testing';

const race = (n: number) => ({
  slug: `city-level-elections/town-${n}-city-council-race`,
  title: `Town ${n} race`,
  description: null,
});

function renderIndex(data: VoterIndexData) {
  renderRoutes(
    [{ path: '/city-level-elections', element: <VoterIndexPage />, loader: () => data }],
    '/city-level-elections',
  );
}

describe('VoterIndexPage', () => {
  it("shows the level's title, a card per race and a 'Show more' link while races remain", async () => {
    renderIndex({ level: 'city', races: [race(1), race(2)], total: 30, page: 1, error: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'City-Level Elections Voter Guide' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Races' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([`/${race(1).slug}`, `/${race(2).slug}`]);
    expect(screen.getByText('Showing 2 of 30 races')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show 24 more races' })).toHaveAttribute(
      'href',
      '/city-level-elections?page=2',
    );
  });

  it("hides 'Show more' once every race is shown", async () => {
    renderIndex({ level: 'city', races: [race(1)], total: 1, page: 1, error: null });
    await screen.findByText('Showing 1 of 1 race');
    expect(screen.queryByRole('link', { name: /more races/ })).not.toBeInTheDocument();
  });

  it('shows the error message with a retry link', async () => {
    renderIndex({
      level: 'city',
      races: [],
      total: 0,
      page: 2,
      error: "Oops! We're having trouble fetching the information.",
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/city-level-elections?page=2',
    );
  });

  it('titles the page after the level', () => {
    expect(voterIndexMeta({ data: { level: 'state', races: [], total: 0, page: 1, error: null } })).toContainEqual({
      title: 'State-Level Elections Voter Guide | CivicBrief',
    });
  });
});
