import { intakeMessages } from '@civicbrief/contracts';
import { findCity, findState } from '@civicbrief/locations';
import type { JsonIssue } from '../http/json-bounds';

export interface Place {
  city: string;
  county: string;
  state: string;
}

/**
 * The catalogue's own spelling of a newsletter's place, or the fields that name no catalogue place.
 * Newsletters exist for catalogue cities only, and the forms offer nothing else; free text would let
 * one address open (and be mailed about) any number of made-up subscriptions.
 */
export function cataloguePlace(place: Place): { place: Place } | { issues: JsonIssue[] } {
  if (!findState(place.state))
    return { issues: [{ instancePath: '/data/state', message: intakeMessages.stateSelect }] };
  const city = findCity(place.city, place.state);
  if (!city) return { issues: [{ instancePath: '/data/city', message: intakeMessages.citySelect }] };
  const wanted = place.county.trim().toLowerCase();
  const county = city.counties.find((name) => name.toLowerCase() === wanted);
  if (!county) return { issues: [{ instancePath: '/data/county', message: intakeMessages.countySelect }] };
  return { place: { city: city.name, county, state: city.state } };
}
