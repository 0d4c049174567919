import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { listingFacts, listingPrice, listingUrl, visibleListings, type ListingView } from './listings-format';
import { LISTINGS_ERROR_MESSAGE, LISTINGS_PROBLEM_MESSAGE, ListingsRow } from './listings-row';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const listing = (index: number, overrides: Partial<ListingView> = {}): ListingView => ({
  zpid: String(1000 + index),
  imageUrl: `https://photos.example/${index}.jpg`,
  propertyType: 'Single-Family Home',
  price: 1_250_000,
  bedrooms: 3,
  bathrooms: 2.5,
  livingArea: 1850,
  address: `${index} Main St, Saratoga, CA 95070`,
  ...overrides,
});

describe('listings format', () => {
  it('links to the listing page built from the zpid, prices in dollars, facts with their units', () => {
    expect(listingUrl('19600000')).toBe('https://www.zillow.com/homedetails/19600000_zpid/');
    expect(listingPrice(1_250_000)).toBe('$1,250,000');
    expect(listingPrice(null)).toBe('Price on request');
    expect(listingFacts({ bedrooms: 3, bathrooms: 2.5, livingArea: 1850.4 })).toBe('3 beds · 2.5 baths · 1,850 sqft');
    expect(listingFacts({ bedrooms: 1, bathrooms: 1, livingArea: null })).toBe('1 bed · 1 bath');
    expect(listingFacts({ bedrooms: null, bathrooms: null, livingArea: null })).toBe('');
  });

  it('shows the first 20 listings that have an image', () => {
    const many = Array.from({ length: 30 }, (_, index) => listing(index, index % 3 === 0 ? { imageUrl: null } : {}));
    const shown = visibleListings(many);
    expect(shown).toHaveLength(20);
    expect(shown.every((entry) => entry.imageUrl)).toBe(true);
    expect(shown[0].zpid).toBe('1001');
  });
});

describe('ListingsRow', () => {
  it('renders each listing as a card linking out to its listing page', () => {
    renderWithTheme(
      <ListingsRow listings={[listing(1), listing(2, { imageUrl: null })]} label="Homes for sale in Saratoga" />,
    );
    const row = screen.getByRole('region', { name: 'Homes for sale in Saratoga' });
    const cards = within(row).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('$1,250,000');
    expect(cards[0]).toHaveTextContent('3 beds · 2.5 baths · 1,850 sqft');
    expect(within(cards[0]).getByRole('link', { name: '1 Main St, Saratoga, CA 95070' })).toHaveAttribute(
      'href',
      'https://www.zillow.com/homedetails/1001_zpid/',
    );
    expect(within(cards[0]).getByRole('img', { name: 'Photo of 1 Main St, Saratoga, CA 95070' })).toBeTruthy();
  });

  it('says which error it was, with a retry; renders nothing without listings', async () => {
    const onRetry = jest.fn();
    const { rerender, container } = renderWithTheme(<ListingsRow status="error" onRetry={onRetry} retryHref="/here" />);
    expect(screen.getByRole('alert')).toHaveTextContent(LISTINGS_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider theme={theme}>
        <ListingsRow status="error" error="malformed" onRetry={onRetry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(LISTINGS_PROBLEM_MESSAGE);
    rerender(
      <ThemeProvider theme={theme}>
        <ListingsRow listings={[listing(1, { imageUrl: null })]} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
