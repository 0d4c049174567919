import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { CitySearch } from './city-search';
import { CitySearchResults, citySearchData } from './city-search-page';
import { cityOptions, requestCityHref } from './city-options';
import { renderRoutes } from '../render-routes.testing';

/** `cityPageLoads`: the city page's data never arrives, so the search stays on screen mid-navigation. */
function renderWithRouter(element: ReactNode, cityPageLoads = false) {
  return renderRoutes(
    [
      { path: '/city-search', element },
      {
        path: '*',
        element: <p>City page</p>,
        loader: cityPageLoads ? () => new Promise<never>(() => undefined) : undefined,
      },
    ],
    '/city-search',
  );
}

describe('city options', () => {
  it('are California cities only, at most 5, names starting with the text first', () => {
    const options = cityOptions('ana');
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options.every((option) => option.id.startsWith('ca/'))).toBe(true);
    expect(options[0]?.label).toBe('Anaheim');
    expect(options.slice(1).every((option) => !option.label.toLowerCase().startsWith('ana'))).toBe(true);
    expect(cityOptions('san')).toHaveLength(5);
    expect(cityOptions('Boise')).toEqual([]);
  });

  it('carry the typed name to the request form', () => {
    expect(requestCityHref(' Boise ')).toBe('/request-a-city?name=Boise');
    expect(requestCityHref('St. Mary & Co')).toBe('/request-a-city?name=St.%20Mary%20%26%20Co');
    expect(requestCityHref('')).toBe('/request-a-city');
  });
});

describe('CitySearch', () => {
  it('is operable by keyboard: typing lists matches, ArrowDown and Enter go to the city and disable the field', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<CitySearch />, true);
    const input = screen.getByRole('combobox', { name: 'Search for your city' });
    await user.type(input, 'sara');
    const listbox = screen.getByRole('listbox', { name: 'Search for your city' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.firstChild?.textContent),
    ).toEqual(['Saratoga']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.navigation.location?.pathname).toBe('/ca/santa-clara-county/saratoga');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('Saratoga');
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it("says the city isn't available, with a request link carrying the typed name", async () => {
    const user = userEvent.setup();
    renderWithRouter(<CitySearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search for your city' }), 'Boise');
    expect(screen.getByText("Sorry, that city isn't available")).toBeVisible();
    expect(screen.getByRole('link', { name: 'submit a request' })).toHaveAttribute(
      'href',
      '/request-a-city?name=Boise',
    );
  });

  it("opens the 'submit a request' modal with the request-a-city form prefilled with the typed name", async () => {
    const user = userEvent.setup();
    renderWithRouter(<CitySearch />);
    const input = screen.getByRole('combobox', { name: 'Search for your city' });
    await user.type(input, 'Boise');
    const link = screen.getByRole('link', { name: 'submit a request' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Request a city' });
    const form = within(dialog).getByRole('form', { name: 'Request a city' });
    expect(within(form).getByRole('textbox', { name: /City name/ })).toHaveValue('Boise');
    expect(within(form).getByRole('combobox', { name: /State/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
    // It is not the search form: the page has one search and one request form.
    expect(screen.getAllByRole('form', { name: 'Request a city' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Boise');
  });

  it('keeps the link for a modified click (a new tab)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CitySearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search for your city' }), 'Boise');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'submit a request' }));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sits in a GET search form to the results page, for browsers without JavaScript', () => {
    renderWithRouter(<CitySearch />);
    const form = screen.getByRole('search', { name: 'City search' });
    expect(form).toHaveAttribute('action', '/city-search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox')).toHaveAttribute('name', 'q');
  });
});

describe('city search results page', () => {
  it('reads ?q= into up to 5 California cities with their paths', () => {
    const data = citySearchData(new URL('http://x/city-search?q=%20san%20'));
    expect(data.query).toBe('san');
    expect(data.results).toHaveLength(5);
    expect(data.results[0]).toEqual({
      name: 'San Bernardino',
      county: 'San Bernardino County',
      path: '/ca/san-bernardino-county/san-bernardino',
    });
    expect(citySearchData(new URL('http://x/city-search')).results).toEqual([]);
  });

  it('lists matches as links, or the not-available message', () => {
    renderWithRouter(<CitySearchResults query="sara" results={citySearchData(new URL('http://x/?q=sara')).results} />);
    expect(screen.getByRole('link', { name: 'Saratoga' })).toHaveAttribute('href', '/ca/santa-clara-county/saratoga');
  });

  it('shows the not-available message when nothing matches, whose request opens the modal', async () => {
    renderWithRouter(<CitySearchResults query="Boise" results={[]} />);
    expect(screen.getByText("Sorry, that city isn't available")).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'submit a request' });
    expect(link).toHaveAttribute('href', '/request-a-city?name=Boise');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Request a city' });
    expect(within(dialog).getByRole('textbox', { name: /City name/ })).toHaveValue('Boise');
  });
});
