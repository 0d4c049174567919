import {
  cityCountsByState,
  findState,
  parseCityPath,
  parseCountyPath,
  type City,
  type CountyPlace,
  type UsState,
} from '@civicbrief/locations';

const notFound = () => new Response('Not Found', { status: 404 });

/** The covered state of a lowercase state-code segment ('ca'), or a thrown 404. */
export function stateOfCode(code: string | undefined): UsState {
  const state = findState(code);
  if (!state || code !== state.code.toLowerCase() || !cityCountsByState[state.name]) throw notFound();
  return state;
}

/** The county page of '/{code}/{county segment}' exactly as the catalogue writes it, or a thrown 404. */
export function countyAt(code: string | undefined, county: string | undefined): CountyPlace {
  const path = `/${code ?? ''}/${county ?? ''}`;
  const place = parseCountyPath(path);
  if (!place || place.path !== path) throw notFound();
  return place;
}

/** The catalogue city of '/{code}/{county}/{city}' exactly as written, or a thrown 404. */
export function cityAt(code: string | undefined, county: string | undefined, city: string | undefined): City {
  const slug = `${code ?? ''}/${county ?? ''}/${city ?? ''}`;
  const found = parseCityPath(slug);
  if (!found || found.slug !== slug) throw notFound();
  return found;
}

/** 'Dallas County, Madison County…' for a county page: every county it covers. */
export const countyLabel = (place: CountyPlace) => place.counties.join(', ');
