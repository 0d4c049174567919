import { mountLeafletMap } from './leaflet-map';
import type { MapView } from './map-view';

jest.mock('leaflet/dist/leaflet.css', () => ({}));

const settings = {
  provider: 'tiles' as const,
  tileUrl: 'http://127.0.0.1:1/tiles/{z}/{x}/{y}.png',
  attribution: 'Tiles <b>&</b> "friends"',
  attributionUrl: 'https://tiles.example/about',
};

describe('mountLeafletMap', () => {
  it('draws the tiles centred at the zoom asked, keyboard-operable, with the attribution as text', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const views: MapView[] = [];
    const destroy = await mountLeafletMap(element, {
      settings,
      center: { lat: 37.263832, lng: -122.023015 },
      zoom: 13,
      place: 'Saratoga, California',
      onView: (view) => views.push(view),
    });

    expect(views.at(-1)).toEqual({ lat: 37.263832, lng: -122.023015, zoom: 13 });
    expect(element).toHaveClass('leaflet-container');
    // Leaflet's keyboard handler: focusable, arrows pan and +/- zoom.
    expect(element.tabIndex).toBe(0);
    const attribution = element.querySelector('.leaflet-control-attribution a[href="https://tiles.example/about"]');
    expect(attribution?.textContent).toBe('Tiles <b>&</b> "friends"');
    expect(element.querySelector('.leaflet-control-attribution b')).toBeNull();
    expect(element.querySelector('.leaflet-control-zoom-in')).toHaveAttribute('aria-label', 'Zoom in');

    expect(element.querySelector('.leaflet-tile-pane')).not.toBeNull();
    destroy();
    expect(element.querySelector('.leaflet-tile-pane')).toBeNull();
  });

  it('draws tile maps only', async () => {
    await expect(
      mountLeafletMap(document.createElement('div'), {
        settings: { provider: 'google', apiKey: 'k' },
        center: { lat: 0, lng: 0 },
        zoom: 13,
        place: 'X',
        onView: () => undefined,
      }),
    ).rejects.toThrow('mountLeafletMap draws tile maps');
  });
});
