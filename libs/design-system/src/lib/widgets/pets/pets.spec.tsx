import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { petDetails, petImage, visiblePets, type PetView } from './pets-format';
import { PetsCarousel } from './pets-carousel';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const photo = (id: number) => ({
  small: `https://photos.example/${id}/small.jpg`,
  medium: `https://photos.example/${id}/medium.jpg`,
  large: `https://photos.example/${id}/large.jpg`,
});
const pet = (overrides: Partial<PetView> = {}): PetView => ({
  id: 1,
  name: 'Biscuit',
  url: 'https://www.petfinder.com/dog/biscuit-1/',
  photos: [photo(1)],
  breed: 'Labrador Retriever',
  age: 'Young',
  ...overrides,
});
const pets = [
  pet(),
  pet({
    id: 2,
    name: 'Mittens',
    url: 'https://www.petfinder.com/cat/mittens-2/',
    photos: [{ medium: null, large: 'https://photos.example/2/large.jpg' }],
    breed: null,
    age: 'Senior',
  }),
  pet({ id: 3, name: 'Ghost', photos: [] }),
  pet({ id: 4, name: 'Blank', photos: [{ medium: '', large: null }] }),
];

describe('pets formatting', () => {
  it('keeps only pets with at least one photo', () => {
    expect(visiblePets(pets).map((item) => item.name)).toEqual(['Biscuit', 'Mittens']);
  });

  it('uses the medium photo, the large one for 2x screens, or whatever size there is', () => {
    expect(petImage(pet())).toEqual({ src: photo(1).medium, srcSet: `${photo(1).medium} 1x, ${photo(1).large} 2x` });
    expect(petImage(pets[1])).toEqual({ src: 'https://photos.example/2/large.jpg' });
    expect(petImage(pets[2])).toBeNull();
  });

  it('shows breed and age when given', () => {
    expect(petDetails(pet())).toBe('Labrador Retriever · Young');
    expect(petDetails(pet({ breed: null }))).toBe('Young');
    expect(petDetails(pet({ breed: ' ', age: undefined }))).toBe('');
  });
});

describe('PetsCarousel', () => {
  it('shows a card per pet with a photo, each linking to its page', () => {
    renderWithTheme(<PetsCarousel pets={pets} />);
    const carousel = screen.getByRole('region', { name: 'Adoptable pets' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const cards = within(carousel).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    expect(within(cards[0]).getByRole('link', { name: 'Biscuit' })).toHaveAttribute(
      'href',
      'https://www.petfinder.com/dog/biscuit-1/',
    );
    expect(cards[0]).toHaveTextContent('Labrador Retriever · Young');
    const image = within(cards[0]).getByRole('img', { name: 'Photo of Biscuit' });
    expect(image).toHaveAttribute('width', '245');
    expect(image).toHaveAttribute('height', '185');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveStyle({ width: '245px', height: '185px' });

    expect(within(cards[1]).getByRole('link', { name: 'Mittens' })).toHaveAttribute(
      'href',
      'https://www.petfinder.com/cat/mittens-2/',
    );
    expect(cards[1]).toHaveTextContent(/^MittensSenior$/);
    expect(screen.queryByText('Ghost')).not.toBeInTheDocument();
  });

  it('renders nothing when no pet has a photo', () => {
    const { container, rerender } = renderWithTheme(<PetsCarousel pets={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <ThemeProvider theme={theme}>
        <PetsCarousel pets={[pets[2]]} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('pages with the previous and next buttons, which say when there is nothing more', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PetsCarousel pets={pets} />);
    const track = screen.getAllByRole('list')[0];
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 500 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1200 });
    const scrollBy = jest.fn();
    track.scrollBy = scrollBy;

    const previous = screen.getByRole('button', { name: 'Previous pets' });
    const next = screen.getByRole('button', { name: 'Next pets' });
    fireEvent.scroll(track);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    next.focus();
    await user.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    await user.click(previous);
    expect(scrollBy).toHaveBeenCalledTimes(1);

    track.scrollLeft = 700;
    fireEvent.scroll(track);
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    previous.focus();
    await user.keyboard(' ');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
  });

  it('snaps the slides as it scrolls', () => {
    renderWithTheme(<PetsCarousel pets={pets} />);
    const track = screen.getAllByRole('list')[0];
    expect(track).toHaveStyle({ overflowX: 'auto', scrollSnapType: 'x mandatory' });
  });

  it('holds a 536px placeholder, busy, while loading', () => {
    const { container } = renderWithTheme(<PetsCarousel status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading adoptable pets');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).toHaveStyle({ height: '536px' });
  });

  it("says it failed, in the spec's words, and 'Try again' calls onRetry", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<PetsCarousel status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^We've had a little problemPlease try again to load the contentTry again$/,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
