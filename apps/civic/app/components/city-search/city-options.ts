import type { ComboboxOption } from '@civicbrief/design-system';
import { searchCities, type Place } from '@civicbrief/locations';

/** Spec §9 city search: California only, at most 5, names starting with the text first. */
export const CITY_SEARCH_LIMIT = 5;
export const CITY_SEARCH_STATE = 'CA';

export function findCities(text: string): Place[] {
  return searchCities(text, { state: CITY_SEARCH_STATE, limit: CITY_SEARCH_LIMIT });
}

/** Combobox options: the id is the city's slug, its page's path without the leading slash. */
export function cityOptions(text: string): ComboboxOption[] {
  return findCities(text).map((city) => ({ id: city.slug, label: city.name, description: city.counties.join(', ') }));
}

export { requestCityHref } from './request-city-href';
