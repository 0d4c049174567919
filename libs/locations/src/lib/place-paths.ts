// The paths' lookups over the cities catalogue: the city at a city path, the county pages (paths.ts builds paths
// without the catalogue).
import { cities, cityBySlug, type City } from './catalogue';
import { countySegment } from './county';
import { findState, type UsState } from './states';

/** A county page: the state, the county (or counties, for a multi-county segment) and its cities. */
export interface CountyPlace {
  state: UsState;
  counties: readonly string[];
  /** The segment after the state code: 'santa-clara-county'. */
  slug: string;
  path: string;
  cities: readonly City[];
}

/** '/CA/Santa-Clara-County/' -> ['ca', 'santa-clara-county']; null when the path is not made of plain segments. */
function segmentsOf(path: unknown): string[] | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim().toLowerCase().replace(/^\/+/, '').replace(/\/+$/, '');
  const segments = trimmed.split('/');
  return segments.every((segment) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment)) ? segments : null;
}

/** The catalogue city at a city path (leading/trailing slash and case tolerated), or null. */
export function parseCityPath(path: string): City | null {
  const segments = segmentsOf(path);
  return segments?.length === 3 ? cityBySlug(segments.join('/')) : null;
}

function buildCountyIndex(): Map<string, CountyPlace> {
  const index = new Map<string, CountyPlace>();
  const add = (state: UsState, counties: readonly string[], city: City) => {
    const slug = countySegment(counties);
    const path = `/${state.code.toLowerCase()}/${slug}`;
    const place = index.get(path) ?? { state, counties, slug, path, cities: [] };
    index.set(path, { ...place, cities: [...place.cities, city] });
  };
  for (const city of cities) {
    const state = findState(city.stateCode);
    if (!state) throw new Error(`Catalogue city ${city.name} has an unknown state code ${city.stateCode}`);
    for (const county of city.counties) add(state, [county], city);
    if (city.counties.length > 1) add(state, city.counties, city);
  }
  return index;
}

// Built on first use, not when the module loads: a page that only builds paths (cityPath, countyPath) keeps the
// cities catalogue out of its JavaScript (decision 021).
let countyIndex: Map<string, CountyPlace> | undefined;
const countyIndexOf = () => (countyIndex ??= buildCountyIndex());

/** The county page at a county path ('/ca/santa-clara-county', or a multi-county segment), or null. */
export function parseCountyPath(path: string): CountyPlace | null {
  const segments = segmentsOf(path);
  return segments?.length === 2 ? (countyIndexOf().get(`/${segments.join('/')}`) ?? null) : null;
}

/** Every county page of the catalogue (single counties and the multi-county segments cities use). */
export function countyPlaces(): CountyPlace[] {
  return [...countyIndexOf().values()];
}
