// The catalogue's places by name only: what a form's place lists, the autocomplete and the path lookups need. The
// population and coordinates are in catalogue.ts (cities), so a form's JavaScript leaves them out (decision 021).
import { countySegment } from './county';
import { placeTuples } from './data/places.generated';
import { placeName, slugify } from './slug';
import { findState } from './states';

/** One row of the catalogue file by name: a place in one county (a place in several counties has several rows). */
export interface PlaceRow {
  /** Name residents use ("Ventura"). */
  city: string;
  /** Census place name as in the source ("San Buenaventura (Ventura)"). */
  censusName: string;
  county: string;
  state: string;
  stateCode: string;
}

/** A place of the catalogue, deduplicated by slug: a City without its population and coordinates. */
export interface Place {
  name: string;
  censusName: string;
  state: string;
  stateCode: string;
  /** First of `counties` alphabetically; use `counties` when a place spans several. */
  county: string;
  /** Every county the place lies in, alphabetical. */
  counties: readonly string[];
  /** The city path without its leading slash: 'ca/santa-clara-county/saratoga'. Unique. */
  slug: string;
}

export const placeRows: readonly PlaceRow[] = placeTuples.map(([censusName, county, state, stateCode]) => ({
  city: placeName(censusName),
  censusName,
  county,
  state,
  stateCode,
}));

/** One entry per place from the rows (a multi-county place has one row per county), with what `more` adds from its first row. */
export function groupPlaces<R extends PlaceRow, M extends object>(
  rows: readonly R[],
  more: (first: R) => M,
): (Place & M)[] {
  const byPlace = new Map<string, R[]>();
  for (const row of rows) {
    const key = `${row.stateCode}|${row.city}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), row]);
  }
  return [...byPlace.values()].map((group) => {
    const [first] = group;
    const counties = [...new Set(group.map((row) => row.county))].sort((a, b) => a.localeCompare(b, 'en'));
    return {
      name: first.city,
      censusName: first.censusName,
      state: first.state,
      stateCode: first.stateCode,
      county: counties[0],
      counties,
      slug: `${first.stateCode.toLowerCase()}/${countySegment(counties)}/${slugify(first.city)}`,
      ...more(first),
    };
  });
}

/** Every place of the catalogue, once each, in catalogue order (by state). */
export const places: readonly Place[] = groupPlaces(placeRows, () => ({}));

const placesBySlug = new Map(places.map((place) => [place.slug, place]));

/** The place with this slug ('ca/santa-clara-county/saratoga'), or null. */
export function placeBySlug(slug: string): Place | null {
  return placesBySlug.get(slug) ?? null;
}

/** The entries of `list` in a state given by name or code, alphabetical; [] for an unknown state. */
export function ofState<P extends Place>(list: readonly P[], nameOrCode: string): P[] {
  const state = findState(nameOrCode);
  if (!state) return [];
  return list.filter((place) => place.stateCode === state.code).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Places of a state given by name or code, alphabetical; [] for an unknown state. */
export function placesInState(nameOrCode: string): Place[] {
  return ofState(places, nameOrCode);
}

/** State name -> number of catalogue cities, for the states the catalogue covers. */
export const cityCountsByState: Readonly<Record<string, number>> = countByState(places);

function countByState(list: readonly Place[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const place of list) counts[place.state] = (counts[place.state] ?? 0) + 1;
  return counts;
}

/** Number of catalogue cities in a state (name or code); 0 for states without cities or unknown ones. */
export function cityCount(nameOrCode: string): number {
  const state = findState(nameOrCode);
  return state ? (cityCountsByState[state.name] ?? 0) : 0;
}

/** County names of a state (name or code) that hold catalogue cities, alphabetical. */
export function countiesInState(nameOrCode: string): string[] {
  const state = findState(nameOrCode);
  if (!state) return [];
  const names = new Set(placeRows.filter((row) => row.stateCode === state.code).map((row) => row.county));
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Per state, county name -> county path segment ('Santa Clara County' -> 'santa-clara-county'). */
export function countySlugs(nameOrCode: string): Record<string, string> {
  return Object.fromEntries(countiesInState(nameOrCode).map((county) => [county, countySegment([county])]));
}
