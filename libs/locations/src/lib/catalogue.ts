// The catalogue's cities with their facts (population, coordinates): the pages that show them, the gateway's
// providers and the seed. Names only are in places.ts.
import { cityFactsTuples } from './data/city-facts.generated';
import { groupPlaces, ofState, placeRows, type Place, type PlaceRow } from './places';
import { findState } from './states';

/** One row of the catalogue file: a place in one county (a place in several counties has several rows). */
export interface CatalogueRow extends PlaceRow {
  population: number;
  latitude: number;
  longitude: number;
}

/** A city of the catalogue, deduplicated by slug: a Place with its population and coordinates. */
export interface City extends Place {
  /** Whole-place population with thousands separators: '31,051'. */
  population: string;
  latitude: number;
  longitude: number;
}

/** '31051' -> '31,051' without depending on the runtime's locale data. */
export function formatPopulation(population: number): string {
  return String(Math.round(population)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The generated files hold the same rows in the same order (scripts/generate.mjs writes both). */
export const catalogueRows: readonly CatalogueRow[] = placeRows.map((row, index) => {
  const [population, latitude, longitude] = cityFactsTuples[index];
  return { ...row, population, latitude, longitude };
});

/** Every city of the catalogue, once each, in catalogue order (by state). */
export const cities: readonly City[] = groupPlaces(catalogueRows, (first) => ({
  population: formatPopulation(first.population),
  latitude: first.latitude,
  longitude: first.longitude,
}));

const citiesBySlug = new Map(cities.map((city) => [city.slug, city]));

/** The city with this slug ('ca/santa-clara-county/saratoga'), or null. */
export function cityBySlug(slug: string): City | null {
  return citiesBySlug.get(slug) ?? null;
}

/** Cities of a state given by name or code, alphabetical; [] for an unknown state. */
export function citiesInState(nameOrCode: string): City[] {
  return ofState(cities, nameOrCode);
}

/** The city named `name` in a state (name or code), case-insensitive; null when absent. */
export function findCity(name: string, nameOrCode: string): City | null {
  const state = findState(nameOrCode);
  const wanted = name.trim().toLowerCase();
  if (!state || !wanted) return null;
  return cities.find((city) => city.stateCode === state.code && city.name.toLowerCase() === wanted) ?? null;
}
