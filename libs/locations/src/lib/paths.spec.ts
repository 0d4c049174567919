import { catalogueRows, cities, findCity } from './catalogue';
import { cityPath, countyPath } from './paths';
import { countyPlaces, parseCityPath, parseCountyPath } from './place-paths';

describe('city paths', () => {
  it.each([
    ['Saratoga', 'CA', '/ca/santa-clara-county/saratoga'],
    ['West Des Moines', 'Iowa', '/ia/dallas-madison-polk-warren-county/west-des-moines'],
    ['New Orleans', 'LA', '/la/orleans-parish/new-orleans'],
    ['Shreveport', 'LA', '/la/bossier-caddo-parish/shreveport'],
    ['Richmond', 'VA', '/va/richmond-city/richmond'],
    ['St. Louis', 'MO', '/mo/st-louis-city/st-louis'],
    ['Carson City', 'NV', '/nv/carson-city/carson-city'],
    ['Ventura', 'CA', '/ca/ventura-county/ventura'],
  ])('%s, %s -> %s', (name, state, path) => {
    const city = findCity(name, state);
    if (!city) throw new Error(`${name}, ${state} is missing from the catalogue`);
    expect(cityPath(city)).toBe(path);
    expect(parseCityPath(path)).toBe(city);
  });

  it('round-trips every row of the catalogue', () => {
    for (const row of catalogueRows) {
      const city = findCity(row.city, row.stateCode);
      if (!city) throw new Error(`${row.city}, ${row.stateCode} did not resolve`);
      expect(city.counties).toContain(row.county);
      const path = cityPath(city);
      expect(path).toBe(`/${city.slug}`);
      expect(parseCityPath(path)).toBe(city);
      const county = parseCountyPath(countyPath(row.stateCode, row.county) ?? '');
      expect(county?.cities).toContain(city);
      expect(county?.counties).toEqual([row.county]);
    }
  });

  it('builds a path from a saved location (city, county, state)', () => {
    expect(cityPath({ name: 'Palo Alto', county: 'Santa Clara County', state: 'California' })).toBe(
      '/ca/santa-clara-county/palo-alto',
    );
    expect(cityPath({ name: 'Palo Alto', state: 'California' })).toBeNull();
    expect(cityPath({ name: 'Palo Alto', county: 'Santa Clara County', state: 'Atlantis' })).toBeNull();
  });

  it.each([
    '',
    '/',
    '/ca',
    '/ca/santa-clara-county',
    '/ca/santa-clara-county/atlantis',
    '/ca/santa-clara-county/saratoga/extra',
    '/ca/santa clara county/saratoga',
    '/ca//saratoga',
    '/zz/santa-clara-county/saratoga',
    '../../etc/passwd',
    '/ca/santa-clara-county/sara%20toga',
  ])('parseCityPath(%j) is null', (path) => {
    expect(parseCityPath(path)).toBeNull();
  });

  it('never throws on non-string input', () => {
    expect(parseCityPath(undefined as unknown as string)).toBeNull();
    expect(parseCountyPath(42 as unknown as string)).toBeNull();
  });

  it('tolerates case and trailing slashes', () => {
    expect(parseCityPath('/CA/Santa-Clara-County/Saratoga/')?.name).toBe('Saratoga');
    expect(parseCityPath('ca/santa-clara-county/saratoga')?.name).toBe('Saratoga');
  });
});

describe('county paths', () => {
  it('builds county paths from a state name or code', () => {
    expect(countyPath('CA', 'Santa Clara County')).toBe('/ca/santa-clara-county');
    expect(countyPath('Louisiana', 'Orleans Parish')).toBe('/la/orleans-parish');
    expect(countyPath('IA', ['Polk County', 'Dallas County'])).toBe('/ia/dallas-polk-county');
    expect(countyPath('Atlantis', 'Polk County')).toBeNull();
    expect(countyPath('IA', [])).toBeNull();
  });

  it('parses a single-county path into its state and cities', () => {
    const place = parseCountyPath('/ca/santa-clara-county');
    expect(place?.state.name).toBe('California');
    expect(place?.counties).toEqual(['Santa Clara County']);
    expect(place?.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Saratoga', 'Palo Alto']));
  });

  it('parses a multi-county segment into exactly the cities that use it', () => {
    const place = parseCountyPath('/ia/dallas-madison-polk-warren-county');
    expect(place?.counties).toEqual(['Dallas County', 'Madison County', 'Polk County', 'Warren County']);
    expect(place?.cities.map((c) => c.name)).toEqual(['West Des Moines']);
    expect(parseCountyPath('/ia/polk-county')?.cities.map((c) => c.name)).toContain('West Des Moines');
  });

  it('indexes every county of every city', () => {
    const paths = new Set(countyPlaces().map((p) => p.path));
    for (const city of cities) {
      for (const county of city.counties) expect(paths.has(countyPath(city.stateCode, county) ?? '')).toBe(true);
    }
  });

  it.each([
    '',
    '/ca',
    '/ca/atlantis-county',
    '/zz/santa-clara-county',
    '/ca/santa-clara-county/saratoga',
    '/ca/Santa Clara',
  ])('parseCountyPath(%j) is null', (path) => {
    expect(parseCountyPath(path)).toBeNull();
  });
});
