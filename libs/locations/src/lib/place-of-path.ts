import {
  cityOptions,
  countyOptions,
  DEFAULT_LOCATION,
  locationFromPath,
  pickCity,
  pickCounty,
  pickState,
  stateOptions,
  type LocationValues,
} from './location-linkage';
import { placesOnPath } from './place-lookups';
import { stateFromSlug } from './states';

export interface PathPlace {
  place: LocationValues;
  /** The path is a city's page or one of its sub-pages: the city is settled, no need to ask. */
  namesCity: boolean;
}

/**
 * The place a page is about, for the newsletter defaults: its city, county or state from the path or
 * the start of it (a summary page belongs to its city), else the spec's default (Saratoga).
 */
export function placeOfPath(pathname: string): PathPlace {
  const found = placesOnPath(pathname);
  if (found?.city) return { place: locationFromPath(found.city.slug), namesCity: true };
  if (found?.county) return { place: locationFromPath(found.county.path), namesCity: false };
  const first = pathname.split('/').find(Boolean);
  if (stateFromSlug(first)) return { place: locationFromPath(`/${first}`), namesCity: false };
  return { place: DEFAULT_LOCATION, namesCity: false };
}

const known = (value: string | null, options: readonly string[]) => (value && options.includes(value) ? value : '');

/**
 * The place given to /subscribe as ?city=&county=&state= (the Subscribe link without JavaScript). Only
 * values of the catalogue are kept, put together by the form's own linkage; none at all -> the default.
 */
export function placeOfQuery(query: URLSearchParams): LocationValues {
  const state = known(query.get('state'), stateOptions());
  let place: LocationValues = state
    ? pickState({ city: '', county: '', state: '' }, state)
    : { city: '', county: '', state: '' };
  const county = known(query.get('county'), countyOptions(place.state));
  if (county) place = pickCounty(place, county);
  const city = known(query.get('city'), cityOptions(place));
  if (city) place = pickCity(place, city);
  return place.city || place.county || place.state ? place : DEFAULT_LOCATION;
}
