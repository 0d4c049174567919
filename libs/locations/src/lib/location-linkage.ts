import { countyAtPath, placeAtPath } from './place-lookups';
import { cityCountsByState, countiesInState, places, placesInState, type Place } from './places';
import { DEFAULT_LOCATION, type LocationValues } from './location-values';
import { findState, stateFromSlug } from './states';

export { DEFAULT_LOCATION, MODAL_HIDDEN_CITIES, type LocationValues } from './location-values';

const inCounty = (city: Place, county: string) => city.counties.includes(county);
const sameName = (city: Place, name: string) => city.name.toLowerCase() === name.trim().toLowerCase();

/**
 * The place a page is about, from its path: a city page gives all three, a county page county and
 * state (and its city when it has only one), a state page the state. Else the spec's default.
 */
export function locationFromPath(pathname: string): LocationValues {
  const city = placeAtPath(pathname);
  if (city) return { city: city.name, county: city.county, state: city.state };
  const county = countyAtPath(pathname);
  if (county && county.counties.length === 1) {
    const only = county.cities.length === 1 ? county.cities[0].name : '';
    return { city: only, county: county.counties[0], state: county.state.name };
  }
  const stateName = stateFromSlug(pathname.replace(/^\/+|\/+$/g, ''));
  if (stateName && cityCountsByState[stateName]) return { city: '', county: '', state: stateName };
  return DEFAULT_LOCATION;
}

/** Picking a city fills county and state when only one catalogue place fits (spec §4 "Form field linkage"). */
export function pickCity(values: LocationValues, city: string): LocationValues {
  const byName = places.filter((candidate) => sameName(candidate, city));
  const inState = values.state ? byName.filter((candidate) => candidate.state === values.state) : byName;
  const candidates = inState.length > 0 ? inState : byName;
  if (candidates.length !== 1) return { ...values, city };
  const [match] = candidates;
  const county =
    match.counties.length === 1 ? match.county : match.counties.includes(values.county) ? values.county : '';
  return { city: match.name, county, state: match.state };
}

/** Picking a county fills the state when all its cities share one, and drops a city outside it. */
export function pickCounty(values: LocationValues, county: string): LocationValues {
  const states = new Set(places.filter((city) => inCounty(city, county)).map((city) => city.state));
  const state = states.size === 1 ? [...states][0] : values.state;
  const cityFits =
    !values.city ||
    places.some((city) => sameName(city, values.city) && inCounty(city, county) && city.state === state);
  return { city: cityFits ? values.city : '', county, state };
}

/** Changing the state clears a city or county that does not belong to it. */
export function pickState(values: LocationValues, state: string): LocationValues {
  const county = values.county && countiesInState(state).includes(values.county) ? values.county : '';
  const city =
    values.city && placesInState(state).some((candidate) => sameName(candidate, values.city)) ? values.city : '';
  return { city, county, state };
}

/** The city names to offer: those of the chosen state (and county), without the hidden ones. */
export function cityOptions(
  values: Pick<LocationValues, 'county' | 'state'>,
  hidden: readonly string[] = [],
): string[] {
  const pool = values.state && findState(values.state) ? placesInState(values.state) : [...places];
  const names = pool.filter((city) => !values.county || inCounty(city, values.county)).map((city) => city.name);
  return [...new Set(names)].filter((name) => !hidden.includes(name)).sort((a, b) => a.localeCompare(b, 'en'));
}

/** County names of the chosen state, or of every covered state. */
export function countyOptions(state: string): string[] {
  if (state && findState(state)) return countiesInState(state);
  return [...new Set(places.flatMap((city) => city.counties))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The covered states, alphabetical. */
export function stateOptions(): string[] {
  return Object.keys(cityCountsByState).sort((a, b) => a.localeCompare(b, 'en'));
}
