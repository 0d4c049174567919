import { DEFAULT_ATTRIBUTION_URL, DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, type MapSettings } from './map-settings';

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http or https URL`);
  return value;
}

/** An http(s) tile template with its {z}, {x} and {y} places; anything else is a configuration mistake. */
function tileTemplate(value: string): string {
  httpUrl('MAP_TILE_URL', value.replace(/\{([a-z]+)\}/g, '0'));
  if (!['{z}', '{x}', '{y}'].every((place) => value.includes(place)))
    throw new Error('MAP_TILE_URL needs {z}, {x} and {y}');
  return value;
}

/**
 * The map the city page draws: Google Maps with GOOGLE_MAPS_API_KEY (a browser key, restricted by referrer in
 * Google's console: it is sent to the page), else raster tiles from MAP_TILE_URL (default OpenStreetMap) with
 * MAP_TILE_ATTRIBUTION (text) linking to MAP_TILE_ATTRIBUTION_URL.
 */
export function readMapSettings(env: Env = process.env): MapSettings {
  const apiKey = set(env['GOOGLE_MAPS_API_KEY']);
  if (apiKey) return { provider: 'google', apiKey };
  return {
    provider: 'tiles',
    tileUrl: tileTemplate(set(env['MAP_TILE_URL']) ?? DEFAULT_TILE_URL),
    attribution: (set(env['MAP_TILE_ATTRIBUTION']) ?? DEFAULT_TILE_ATTRIBUTION).slice(0, 200),
    attributionUrl: httpUrl(
      'MAP_TILE_ATTRIBUTION_URL',
      set(env['MAP_TILE_ATTRIBUTION_URL']) ?? DEFAULT_ATTRIBUTION_URL,
    ),
  };
}

let cached: MapSettings | null = null;

/** The process's settings, read once (the environment does not change while it runs). */
export function mapSettings(): MapSettings {
  cached ??= readMapSettings();
  return cached;
}
