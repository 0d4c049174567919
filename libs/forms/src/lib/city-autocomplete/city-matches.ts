import { searchCities, type Place } from '@civicbrief/locations';

/** §9 "City autocomplete in forms": options show from the first typed character... */
export const CITY_AUTOCOMPLETE_MIN_CHARS = 1;
/** ...and at most 10 of them. */
export const CITY_AUTOCOMPLETE_LIMIT = 10;

/**
 * The cities offered for the typed text (§5 "City autocomplete (onboarding)"): case-insensitive substring
 * matches on the city name, names starting with the text first, at most 10. searchCities also ignores
 * accents, so 'canon' finds Cañon City too.
 */
export function cityMatches(text: string): Place[] {
  if (text.trim().length < CITY_AUTOCOMPLETE_MIN_CHARS) return [];
  return searchCities(text, { limit: CITY_AUTOCOMPLETE_LIMIT });
}

/** The county a picked city fills: its county, or all of them for a city spanning several. */
export function countyOf(city: Place): string {
  return city.counties.join(', ');
}
