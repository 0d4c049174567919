import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../render-routes.testing';
import { listingViews, statisticViews } from './market-views';
import { jsonAnswer as answer, widgetsOf, widgetTabs as tabs, WidgetsPage } from './widgets-page.testing';

const city = { name: 'Saratoga', stateCode: 'CA', path: '/ca/santa-clara-county/saratoga' };
const source = { provider: 'fake', fetchedAt: '2026-06-01T00:00:00.000Z', stale: false };
const listing = (zpid: string, imgSrc: string | null) => ({
  zpid,
  imgSrc,
  propertyType: 'Single-Family Home' as const,
  price: 1_250_000,
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1850,
  lotAreaValue: 0.25,
  lotAreaUnit: 'acres' as const,
  address: `${zpid} Main St, Saratoga, CA 95070`,
  listingStatus: 'FOR_SALE' as const,
});
const stat = {
  title: 'Median home value',
  subtitle: '2019-2023 estimate',
  icon: 'home',
  source: 'U.S. Census Bureau',
  sourceLink: 'https://data.census.gov/table/ACSDT5Y2023.B25077',
  base: { label: 'Saratoga', value: 2_000_001 },
  comparisons: [{ label: 'Santa Clara County', value: 1_407_400 }],
  formatter: 'money' as const,
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('market views', () => {
  it('keeps listing photos the page may show (https or inline), and the statistics as they are', () => {
    const result = {
      props: [
        listing('1', 'https://photos.example/1.jpg'),
        listing('2', 'http://photos.example/2.jpg'),
        listing('3', 'javascript:alert(1)'),
        listing('4', 'data:image/svg+xml,x'),
      ],
      source,
    };
    expect(listingViews(result).map((view) => view.imageUrl)).toEqual([
      'https://photos.example/1.jpg',
      null,
      null,
      'data:image/svg+xml,x',
    ]);
    expect(listingViews(result)[0]).toEqual({
      zpid: '1',
      imageUrl: 'https://photos.example/1.jpg',
      propertyType: 'Single-Family Home',
      price: 1_250_000,
      bedrooms: 3,
      bathrooms: 2,
      livingArea: 1850,
      address: '1 Main St, Saratoga, CA 95070',
    });
    expect(statisticViews({ place: 'Saratoga city, California', datapoints: [stat], source })).toEqual([stat]);
  });
});

describe('homes for sale and the city in numbers', () => {
  it('shows both with their tabs', () => {
    renderAt(
      city.path,
      <WidgetsPage
        city={city}
        widgets={widgetsOf({
          listings: {
            state: 'ready',
            data: listingViews({ props: [listing('1', 'https://p.example/1.jpg')], source }),
          },
          numbers: { state: 'ready', data: [stat] },
        })}
      />,
    );
    expect(tabs()).toEqual(['Homes for sale', 'In numbers']);
    const homes = screen.getByRole('region', { name: 'Homes for sale in Saratoga' });
    expect(within(homes).getByRole('link', { name: '1 Main St, Saratoga, CA 95070' })).toHaveAttribute(
      'href',
      'https://www.zillow.com/homedetails/1_zpid/',
    );
    expect(screen.getByRole('region', { name: 'Saratoga in numbers' })).toHaveTextContent('Saratoga: $2M');
  });

  it('hides each with its tab when it has nothing to show: no listing with a photo, no statistics', () => {
    renderAt(
      city.path,
      <WidgetsPage
        city={city}
        widgets={widgetsOf({
          listings: { state: 'ready', data: listingViews({ props: [listing('1', null)], source }) },
          numbers: { state: 'ready', data: [] },
        })}
      />,
    );
    expect(tabs()).toEqual([]);
  });

  it("retries the listings in place: a non-ok answer fails them, one without props is 'a little problem'", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { source }));
    fetchMock.mockResolvedValueOnce(answer(200, { props: [listing('7', 'https://p.example/7.jpg')], source }));
    renderAt(city.path, <WidgetsPage city={city} widgets={widgetsOf({ listings: { state: 'error' } })} />);
    const region = screen.getByRole('region', { name: 'Homes for sale in Saratoga' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed to load real estate listings');
    await userEvent.click(within(region).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent("We've had a little problem"));
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/mls/listings?location=Saratoga%2C+CA&home_type=Houses&status_type=ForSale',
    );
    await userEvent.click(within(region).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByText('$1,250,000')).toBeTruthy());
  });
});
