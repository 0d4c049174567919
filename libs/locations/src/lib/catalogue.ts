import { countySegment } from './county';
import { catalogueTuples } from './data/cities.generated';
import { placeName, slugify } from './slug';
import { findState } from './states';

/** One row of the catalogue file: a place in one county (a place in several counties has several rows). */
export interface CatalogueRow {
  /** Name residents use ("Ventura"). */
  city: string;
  /** Census place name as in the source ("San Buenaventura (Ventura)"). */
  censusName: string;
  county: string;
  state: string;
  stateCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** A city of the catalogue, deduplicated by slug. */
export interface City {
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
  /** Whole-place population with thousands separators: '31,051'. */
  population: string;
  latitude: number;
  longitude: number;
}

/** '31051' -> '31,051' without depending on the runtime's locale data. */
export function formatPopulation(population: number): string {
  return String(Math.round(population)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const catalogueRows: readonly CatalogueRow[] = catalogueTuples.map(
  ([censusName, county, state, stateCode, population, latitude, longitude]) => ({
    city: placeName(censusName),
    censusName,
    county,
    state,
    stateCode,
    population,
    latitude,
    longitude,
  }),
);

function buildCities(rows: readonly CatalogueRow[]): City[] {
  const byPlace = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    const key = `${row.stateCode}|${row.city}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), row]);
  }
  return [...byPlace.values()].map((placeRows) => {
    const [first] = placeRows;
    const counties = [...new Set(placeRows.map((row) => row.county))].sort((a, b) => a.localeCompare(b, 'en'));
    return {
      name: first.city,
      censusName: first.censusName,
      state: first.state,
      stateCode: first.stateCode,
      county: counties[0],
      counties,
      slug: `${first.stateCode.toLowerCase()}/${countySegment(counties)}/${slugify(first.city)}`,
      population: formatPopulation(first.population),
      latitude: first.latitude,
      longitude: first.longitude,
    };
  });
}

/** Every city of the catalogue, once each, in catalogue order (by state). */
export const cities: readonly City[] = buildCities(catalogueRows);

const citiesBySlug = new Map(cities.map((city) => [city.slug, city]));

/** The city with this slug ('ca/santa-clara-county/saratoga'), or null. */
export function cityBySlug(slug: string): City | null {
  return citiesBySlug.get(slug) ?? null;
}

/** Cities of a state given by name or code, alphabetical; [] for an unknown state. */
export function citiesInState(nameOrCode: string): City[] {
  const state = findState(nameOrCode);
  if (!state) return [];
  return cities.filter((city) => city.stateCode === state.code).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The city named `name` in a state (name or code), case-insensitive; null when absent. */
export function findCity(name: string, nameOrCode: string): City | null {
  const state = findState(nameOrCode);
  const wanted = name.trim().toLowerCase();
  if (!state || !wanted) return null;
  return cities.find((city) => city.stateCode === state.code && city.name.toLowerCase() === wanted) ?? null;
}

/** State name -> number of catalogue cities, for the states the catalogue covers. */
export const cityCountsByState: Readonly<Record<string, number>> = countByState(cities);

function countByState(list: readonly City[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const city of list) counts[city.state] = (counts[city.state] ?? 0) + 1;
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
  const names = new Set(catalogueRows.filter((row) => row.stateCode === state.code).map((row) => row.county));
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Per state, county name -> county path segment ('Santa Clara County' -> 'santa-clara-county'). */
export function countySlugs(nameOrCode: string): Record<string, string> {
  return Object.fromEntries(countiesInState(nameOrCode).map((county) => [county, countySegment([county])]));
}
