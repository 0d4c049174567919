import { citiesInState, parseCountyPath } from '@civicbrief/locations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CitiesGrid, provideGridCatalogue } from './cities-grid';
import { gridCatalogue, gridFilter } from './grid-catalogue';
import { filterState, shownCount } from './grid-params';
import { renderAt } from '../render-routes.testing';

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('grid parameters', () => {
  it.each([
    [null, 12, 100, 12],
    ['24', 12, 100, 24],
    ['5', 12, 100, 12],
    ['13.5', 12, 100, 12],
    ['999', 12, 30, 30],
    ['999', 12, 4, 12],
  ])('show=%p (initial %d, %d cities) -> %d', (value, initial, total, count) => {
    expect(shownCount(value, initial, total)).toBe(count);
  });

  it('filters by a covered state only', () => {
    const { states } = gridCatalogue;
    expect(filterState('ia', 'CA', states)).toBe('IA');
    expect(filterState('Iowa', 'CA', states)).toBe('IA');
    expect(filterState('vt', 'CA', states)).toBe('CA');
    expect(filterState(null, 'CA', states)).toBe('CA');
  });

  it("gives the loader the covered states and the cities of the URL's state", () => {
    expect(gridFilter(new URLSearchParams('state=ia'), 'CA')).toMatchObject({
      stateCode: 'IA',
      cities: citiesInState('IA'),
    });
    expect(gridFilter(new URLSearchParams(''), 'CA').stateCode).toBe('CA');
    expect(gridFilter(new URLSearchParams('state=vt'), 'TX').stateCode).toBe('TX');
  });
});

describe('CitiesGrid', () => {
  it("renders the loader's cities before the catalogue has arrived, and another state's once it has", async () => {
    renderAt('/', <CitiesGrid heading="Cities" filter={gridFilter(new URLSearchParams(''), 'CA')} />);
    expect(cardNames()).toEqual(
      citiesInState('CA')
        .slice(0, 12)
        .map((city) => city.name),
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Filter cities by state'), 'IA');
    const iowa = citiesInState('IA').length;
    expect(await screen.findByText(`Showing ${Math.min(12, iowa)} of ${iowa} cities`)).toBeInTheDocument();
    expect(cardNames()[0]).toBe(citiesInState('IA')[0]?.name);
  });

  it('shows the first California cities by default with a See more link for no-JS', () => {
    provideGridCatalogue(gridCatalogue);
    renderAt('/', <CitiesGrid heading="Cities" />);
    const california = citiesInState('CA');
    expect(cardNames()).toEqual(california.slice(0, 12).map((city) => city.name));
    expect(screen.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/?show=24');
    expect(screen.getByText(`Showing 12 of ${california.length} cities`)).toBeInTheDocument();
    expect(screen.getByLabelText('Filter cities by state')).toHaveValue('CA');
  });

  it('honours ?show and ?state from the URL', () => {
    provideGridCatalogue(gridCatalogue);
    renderAt('/x?state=IA&show=24', <CitiesGrid heading="Cities" />);
    const iowa = citiesInState('IA');
    expect(cardNames()).toEqual(iowa.slice(0, 24).map((city) => city.name));
  });

  it('adds a step per click in place, then hides See more', async () => {
    const county = parseCountyPath('/ca/santa-clara-county');
    const cities = county?.cities ?? [];
    renderAt('/ca/santa-clara-county', <CitiesGrid heading="Cities" cities={cities} initialCount={4} step={4} />);
    expect(screen.queryByLabelText('Filter cities by state')).not.toBeInTheDocument();
    expect(cardNames()).toHaveLength(4);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'See more' }));
    expect(cardNames()).toHaveLength(8);
    expect(screen.getByRole('link', { name: cardNames()[4] ?? '' })).toHaveFocus();
    while (screen.queryByRole('link', { name: 'See more' }))
      await user.click(screen.getByRole('link', { name: 'See more' }));
    expect(cardNames()).toHaveLength(cities.length);
  });

  it('changes state in place from the filter', async () => {
    provideGridCatalogue(gridCatalogue);
    renderAt('/', <CitiesGrid heading="Cities" />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Filter cities by state'), 'IA');
    expect(cardNames()[0]).toBe(citiesInState('IA')[0]?.name);
  });
});
