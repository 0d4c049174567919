/** The city map's zoom and height (spec §2, §9). */
export const MAP_ZOOM = 13;
export const MAP_HEIGHT = '618.18px';

/** OpenStreetMap's own tiles: the keyless default (their tile usage policy asks for the attribution below). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** What the page needs to draw the map; read on the server (map-settings.server.ts) and sent with the loader data. */
export type MapSettings =
  | { provider: 'tiles'; tileUrl: string; attribution: string; attributionUrl: string }
  | { provider: 'google'; apiKey: string };

export interface MapPlace {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Six decimals (about 10 cm) is all a map link needs. */
const fixed = (value: number) => String(Number(value.toFixed(6)));

/**
 * The link that stands in for the map without JavaScript (and under it with): the city on the map site the page's
 * map comes from, at the same zoom.
 */
export function mapSiteLink(settings: MapSettings, { latitude, longitude }: MapPlace): { href: string; site: string } {
  const lat = fixed(latitude);
  const lng = fixed(longitude);
  if (settings.provider === 'google')
    return {
      href: `https://www.google.com/maps/@?api=1&map_action=map&center=${lat},${lng}&zoom=${MAP_ZOOM}`,
      site: 'Google Maps',
    };
  return {
    href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`,
    site: 'OpenStreetMap',
  };
}
