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
import { countyAtPath, placeAtPath } from './place-lookups';
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
  const segments = pathname.split('/').filter(Boolean);
  for (let length = Math.min(3, segments.length); length > 0; length -= 1) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    if (length === 3 && placeAtPath(prefix)) return { place: locationFromPath(prefix), namesCity: true };
    if (length === 2 && countyAtPath(prefix)) return { place: locationFromPath(prefix), namesCity: false };
    if (length === 1 && stateFromSlug(segments[0])) return { place: locationFromPath(prefix), namesCity: false };
  }
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
