/**
 * @jest-environment node
 */
import { DEFAULT_TILE_URL, mapSiteLink } from './map-settings';
import { readMapSettings } from './map-settings.server';

const saratoga = { name: 'Saratoga', state: 'California', latitude: 37.263832, longitude: -122.023015 };

describe('map settings', () => {
  it('defaults to OpenStreetMap tiles with their attribution', () => {
    expect(readMapSettings({})).toEqual({
      provider: 'tiles',
      tileUrl: DEFAULT_TILE_URL,
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it('takes the tile URL and attribution from the environment, and Google with a key', () => {
    expect(
      readMapSettings({
        MAP_TILE_URL: 'http://127.0.0.1:4110/tiles/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example/about',
      }),
    ).toEqual({
      provider: 'tiles',
      tileUrl: 'http://127.0.0.1:4110/tiles/{z}/{x}/{y}.png',
      attribution: 'Test tiles',
      attributionUrl: 'https://tiles.example/about',
    });
    expect(readMapSettings({ GOOGLE_MAPS_API_KEY: ' key-1 ', MAP_TILE_URL: 'nonsense' })).toEqual({
      provider: 'google',
      apiKey: 'key-1',
    });
  });

  it('refuses a tile URL that is not http(s) or lacks a coordinate, and a javascript: attribution link', () => {
    expect(() => readMapSettings({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      'MAP_TILE_URL must be an http or https URL',
    );
    expect(() => readMapSettings({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(
      'MAP_TILE_URL needs {z}, {x} and {y}',
    );
    expect(() => readMapSettings({ MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(
      'MAP_TILE_ATTRIBUTION_URL must be an http or https URL',
    );
  });

  it('links the city on the map site at zoom 13', () => {
    expect(mapSiteLink(readMapSettings({}), saratoga)).toEqual({
      href: 'https://www.openstreetmap.org/?mlat=37.263832&mlon=-122.023015#map=13/37.263832/-122.023015',
      site: 'OpenStreetMap',
    });
    expect(mapSiteLink({ provider: 'google', apiKey: 'k' }, saratoga)).toEqual({
      href: 'https://www.google.com/maps/@?api=1&map_action=map&center=37.263832,-122.023015&zoom=13',
      site: 'Google Maps',
    });
  });
});
