// The paths' lookups over the catalogue's names only (places.ts): what the forms' place lists need, without the
// population and coordinates (place-paths.ts has the same over the cities with their facts).
import { pathIndex, type CountyPlace } from './path-index';
import { places, type Place } from './places';
import { findState, type UsState } from './states';

const index = pathIndex(() => places);

/** The place at a city path (leading/trailing slash and case tolerated), or null. */
export function placeAtPath(path: string): Place | null {
  return index.city(path);
}

/** The county page at a county path, with its places, or null. */
export function countyAtPath(path: string): CountyPlace<Place> | null {
  return index.county(path);
}

/** The catalogue places a path (or content slug) starts with: its state, and its county and city when known. */
export interface PlacesOnPath {
  /** The first segment as a state name, slug or code. */
  state: UsState;
  /** The county page of the second segment under the state's code, when the catalogue has it. */
  county: CountyPlace<Place> | null;
  /** The city of the third segment, when the catalogue has it. */
  city: Place | null;
}

/**
 * '/ca/santa-clara-county/saratoga/summary/...' -> California, its Santa Clara County page and Saratoga; null when
 * the first segment is no state. Only what the catalogue knows is returned, never what the path says.
 */
export function placesOnPath(pathOrSlug: string): PlacesOnPath | null {
  const segments = pathOrSlug.split('/').filter(Boolean);
  const state = findState(segments[0]);
  if (!state) return null;
  const county = segments.length >= 2 ? `/${state.code.toLowerCase()}/${segments[1]}` : null;
  return {
    state,
    county: county ? countyAtPath(county) : null,
    city: county && segments.length >= 3 ? placeAtPath(`${county}/${segments[2]}`) : null,
  };
}
