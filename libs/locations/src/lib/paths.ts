// Building paths needs no catalogue (the cities and county lookups are place-paths.ts): a page that links to
// places keeps the cities catalogue out of its JavaScript (decision 021).
import type { City } from './catalogue';
import { countySegment } from './county';
import { slugify } from './slug';
import { findState } from './states';

/** What a city path is built from: a City, or a saved location's city, county(s) and state. */
export interface CityPathInput {
  name: string;
  /** State name or two-letter code. */
  state: string;
  county?: string;
  counties?: readonly string[];
}

/**
 * `/{state-code}/{county segment}/{city}`, e.g. /ca/santa-clara-county/saratoga. Null when the state is
 * unknown or the city or county is missing (a City from the catalogue always has a path).
 */
export function cityPath(city: City): string;
export function cityPath(city: CityPathInput): string | null;
export function cityPath(city: CityPathInput): string | null {
  const counties = city.counties ?? (city.county ? [city.county] : []);
  const county = countyPath(city.state, counties);
  const name = slugify(city.name);
  return county && name ? `${county}/${name}` : null;
}

/** `/{state-code}/{county segment}`, e.g. /la/orleans-parish; null for an unknown state or no county. */
export function countyPath(stateNameOrCode: string, county: string | readonly string[]): string | null {
  const state = findState(stateNameOrCode);
  const segment = countySegment(typeof county === 'string' ? [county] : county);
  return state && segment ? `/${state.code.toLowerCase()}/${segment}` : null;
}
