// Lookups by path over a list of places (names only, or cities with their facts): the place at a city path, the
// county pages. Built on first use, not when the module loads: a page that only builds paths (cityPath,
// countyPath) keeps the catalogue out of its JavaScript (decision 021).
import type { City } from './catalogue';
import { countySegment } from './county';
import type { Place } from './places';
import { findState, type UsState } from './states';

/** A county page: the state, the county (or counties, for a multi-county segment) and its cities. */
export interface CountyPlace<P extends Place = City> {
  state: UsState;
  counties: readonly string[];
  /** The segment after the state code: 'santa-clara-county'. */
  slug: string;
  path: string;
  cities: readonly P[];
}

export interface PathIndex<P extends Place> {
  /** The place at a city path (leading/trailing slash and case tolerated), or null. */
  city(path: string): P | null;
  /** The county page at a county path ('/ca/santa-clara-county', or a multi-county segment), or null. */
  county(path: string): CountyPlace<P> | null;
  /** Every county page (single counties and the multi-county segments cities use). */
  counties(): CountyPlace<P>[];
}

/** '/CA/Santa-Clara-County/' -> ['ca', 'santa-clara-county']; null when the path is not made of plain segments. */
function segmentsOf(path: unknown): string[] | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim().toLowerCase().replace(/^\/+/, '').replace(/\/+$/, '');
  const segments = trimmed.split('/');
  return segments.every((segment) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment)) ? segments : null;
}

function buildCountyIndex<P extends Place>(list: readonly P[]): Map<string, CountyPlace<P>> {
  const index = new Map<string, CountyPlace<P>>();
  const add = (state: UsState, counties: readonly string[], place: P) => {
    const slug = countySegment(counties);
    const path = `/${state.code.toLowerCase()}/${slug}`;
    const county = index.get(path) ?? { state, counties, slug, path, cities: [] };
    index.set(path, { ...county, cities: [...county.cities, place] });
  };
  for (const place of list) {
    const state = findState(place.stateCode);
    if (!state) throw new Error(`Catalogue city ${place.name} has an unknown state code ${place.stateCode}`);
    for (const county of place.counties) add(state, [county], place);
    if (place.counties.length > 1) add(state, place.counties, place);
  }
  return index;
}

/** The path lookups over `list()`, which is read on first use. */
export function pathIndex<P extends Place>(list: () => readonly P[]): PathIndex<P> {
  let bySlug: Map<string, P> | undefined;
  let countyIndex: Map<string, CountyPlace<P>> | undefined;
  const counties = () => (countyIndex ??= buildCountyIndex(list()));
  return {
    city(path) {
      const segments = segmentsOf(path);
      if (segments?.length !== 3) return null;
      bySlug ??= new Map(list().map((place) => [place.slug, place]));
      return bySlug.get(segments.join('/')) ?? null;
    },
    county(path) {
      const segments = segmentsOf(path);
      return segments?.length === 2 ? (counties().get(`/${segments.join('/')}`) ?? null) : null;
    },
    counties: () => [...counties().values()],
  };
}
