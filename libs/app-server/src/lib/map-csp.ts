type Env = Readonly<Record<string, string | undefined>>;

/** Sources the city map adds to a page's CSP, per directive. */
export interface MapCspSources {
  imgSrc: string[];
  fontSrc: string[];
  styleSrc: string[];
  workerSrc: string[];
}

const set = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * The tile host of MAP_TILE_URL as a CSP source: its origin, or `*.host` when the template picks subdomains
 * ('https://{s}.tile.example/{z}/{x}/{y}.png'). Null when the template is no http(s) URL (the app refuses it).
 */
export function tileSource(template: string): string | null {
  const wildcard = /^https?:\/\/\{s\}\./.test(template);
  try {
    const url = new URL(template.replace(/\{([a-z]+)\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return wildcard ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
  } catch {
    return null;
  }
}

/**
 * What the city map needs beyond the pages' own policy (decision 027), from the variables the civic app reads:
 * the tile host in img-src (the default OpenStreetMap host, or MAP_TILE_URL's, e.g. a fake on loopback in tests);
 * with GOOGLE_MAPS_API_KEY, Google's fonts and the workers its map starts from blob: URLs. Google's script is
 * trusted through the loader's nonce and 'strict-dynamic', and its images and calls are https, which the policy
 * already allows.
 */
export function mapCspSources(env: Env = process.env): MapCspSources {
  if (set(env['GOOGLE_MAPS_API_KEY'])) {
    return {
      imgSrc: [],
      fontSrc: ['https://fonts.gstatic.com'],
      styleSrc: ['https://fonts.googleapis.com'],
      workerSrc: ["'self'", 'blob:'],
    };
  }
  const tiles = tileSource(set(env['MAP_TILE_URL']) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  return { imgSrc: tiles ? [tiles] : [], fontSrc: [], styleSrc: [], workerSrc: [] };
}
