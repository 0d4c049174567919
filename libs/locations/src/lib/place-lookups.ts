// The paths' lookups over the catalogue's names only (places.ts): what the forms' place lists need, without the
// population and coordinates (place-paths.ts has the same over the cities with their facts).
import { pathIndex, type CountyPlace } from './path-index';
import { places, type Place } from './places';

const index = pathIndex(() => places);

/** The place at a city path (leading/trailing slash and case tolerated), or null. */
export function placeAtPath(path: string): Place | null {
  return index.city(path);
}

/** The county page at a county path, with its places, or null. */
export function countyAtPath(path: string): CountyPlace<Place> | null {
  return index.county(path);
}
