import { theme } from '@civicbrief/design-system';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { CityMap } from './city-map';
import type { MapSettings } from './map-settings';
import { loadMapLibrary, type MountOptions } from './map-view';

jest.mock('./map-view', () => ({ loadMapLibrary: jest.fn() }));
const loadLibrary = jest.mocked(loadMapLibrary);

const place = { name: 'Saratoga', state: 'California', latitude: 37.263832, longitude: -122.023015 };
const tiles: MapSettings = {
  provider: 'tiles',
  tileUrl: 'http://127.0.0.1:1/tiles/{z}/{x}/{y}.png',
  attribution: 'Test',
  attributionUrl: 'https://example.org',
};

/** An IntersectionObserver the test moves: `nearViewport()` reports every observed element as intersecting. */
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
const nearViewport = () =>
  act(() => {
    for (const { callback, elements } of observed)
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  observed = [];
  loadLibrary.mockReset();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const entry = { callback, elements: [] as Element[] };
    observed.push(entry);
    return { observe: (element: Element) => entry.elements.push(element), disconnect: () => (entry.elements = []) };
  }) as unknown as typeof IntersectionObserver;
});

const renderMap = (settings: MapSettings = tiles) =>
  render(
    <ThemeProvider theme={theme}>
      <CityMap settings={settings} place={place} />
    </ThemeProvider>,
  );

describe('CityMap', () => {
  it('renders, without JavaScript, a labelled frame and the link to the city on the map site', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <CityMap settings={tiles} place={place} />
      </ThemeProvider>,
    );
    expect(html).toContain('aria-label="Map of Saratoga, California"');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=37.263832&amp;mlon=-122.023015#map=13/37.263832/-122.023015"',
    );
    expect(html).toContain('View Saratoga, California on OpenStreetMap');
  });

  it('loads the map library only when the map nears the viewport, centred on the city at zoom 13', async () => {
    const destroy = jest.fn();
    let options: MountOptions | undefined;
    loadLibrary.mockResolvedValue(async (_element, given) => {
      options = given;
      given.onView({ lat: given.center.lat, lng: given.center.lng, zoom: given.zoom });
      return destroy;
    });
    const { unmount } = renderMap();
    const region = screen.getByRole('region', { name: 'Map of Saratoga, California' });
    expect(loadLibrary).not.toHaveBeenCalled();
    expect(region).toHaveAttribute('data-map-state', 'idle');
    expect(region).toHaveAccessibleDescription('');

    nearViewport();
    await waitFor(() => expect(region).toHaveAttribute('data-map-state', 'ready'));
    expect(loadLibrary).toHaveBeenCalledWith(tiles);
    expect(options).toMatchObject({
      center: { lat: 37.263832, lng: -122.023015 },
      zoom: 13,
      place: 'Saratoga, California',
      settings: tiles,
    });
    expect(region).toHaveAttribute('data-map-center', '37.263832,-122.023015');
    expect(region).toHaveAttribute('data-map-zoom', '13');
    expect(region).toHaveAttribute('data-map-provider', 'leaflet');
    expect(region).toHaveAccessibleDescription(
      'Select the map, then use the arrow keys to move it and + or - to zoom.',
    );
    expect(screen.queryByText('Map of Saratoga, California')).toBeNull();
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('says so when the library fails to load, keeping the link', async () => {
    loadLibrary.mockRejectedValue(new Error('offline'));
    renderMap({ provider: 'google', apiKey: 'k' });
    nearViewport();
    expect(
      await screen.findByText('The map could not be loaded. The link below opens it on the map site.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Map of Saratoga, California' })).toHaveAttribute(
      'data-map-provider',
      'google',
    );
    expect(screen.getByRole('link', { name: 'View Saratoga, California on Google Maps' })).toBeVisible();
  });
});
