// The paths' lookups over the cities catalogue with its facts (the pages, the seed); place-lookups.ts has the same
// over names only, for the forms. paths.ts builds paths without the catalogue.
import { cities, type City } from './catalogue';
import { pathIndex, type CountyPlace } from './path-index';

export type { CountyPlace } from './path-index';

const index = pathIndex(() => cities);

/** The catalogue city at a city path (leading/trailing slash and case tolerated), or null. */
export function parseCityPath(path: string): City | null {
  return index.city(path);
}

/** The county page at a county path ('/ca/santa-clara-county', or a multi-county segment), or null. */
export function parseCountyPath(path: string): CountyPlace | null {
  return index.county(path);
}

/** Every county page of the catalogue (single counties and the multi-county segments cities use). */
export function countyPlaces(): CountyPlace[] {
  return index.counties();
}
