import { cityPath, findState, parseCityPath, type City } from '@civicbrief/locations';

/**
 * The city of a `/{state-code}/{county}/{city}` route, or null. Content queries for a city (meetings
 * above all) are skipped unless city, county and a known state are present (spec §5).
 */
export function cityFromParams(params: Record<string, string | undefined>): City | null {
  const { stateCode, county, city } = params;
  if (!stateCode || !county || !city || !findState(stateCode)) return null;
  return parseCityPath(`/${stateCode}/${county}/${city}`);
}

/** The city of the route, or a 404 response: unknown places are real 404 pages. */
export function requireCity(params: Record<string, string | undefined>): City {
  const city = cityFromParams(params);
  if (!city) throw new Response('Not Found', { status: 404 });
  return city;
}

/** Whether the route spelled the city path in another case than its canonical one ('/CA/...'), to redirect. */
export function isCanonicalCityPath(params: Record<string, string | undefined>, city: City): boolean {
  return `/${params['stateCode']}/${params['county']}/${params['city']}` === cityPath(city);
}
