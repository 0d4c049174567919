import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueRows, cities, citiesInState, cityBySlug, findCity, formatPopulation } from './catalogue';
import { cityFactsTuples } from './data/city-facts.generated';
import { placeTuples } from './data/places.generated';
import {
  cityCount,
  cityCountsByState,
  countiesInState,
  countySlugs,
  placeBySlug,
  places,
  placesInState,
} from './places';

const csvLines = readFileSync(join(__dirname, '../../data/cities.csv'), 'utf8').trim().split(/\r?\n/);

describe('catalogue', () => {
  it('matches data/cities.csv row for row (run scripts/generate.mjs after editing it)', () => {
    expect(csvLines[0]).toBe('City,County,State,StateCode,Population,Latitude,Longitude');
    const fromCsv = csvLines.slice(1).map((line) => line.split(',').slice(0, 5).join(','));
    const generated = catalogueRows.map((r) => [r.censusName, r.county, r.state, r.stateCode, r.population].join(','));
    expect(generated).toEqual(fromCsv);
  });

  it('holds its names and facts row for row: the places are the cities without population and coordinates', () => {
    expect(cityFactsTuples).toHaveLength(placeTuples.length);
    expect(places).toEqual(
      cities.map(({ population: _population, latitude: _latitude, longitude: _longitude, ...place }) => place),
    );
    expect(placeBySlug('ca/santa-clara-county/saratoga')).toEqual(places.find((place) => place.name === 'Saratoga'));
    expect(placesInState('IA').map((place) => place.slug)).toEqual(citiesInState('Iowa').map((city) => city.slug));
  });

  it('has 494 rows, 411 places and 35 states', () => {
    expect(catalogueRows).toHaveLength(494);
    expect(cities).toHaveLength(411);
    expect(Object.keys(cityCountsByState)).toHaveLength(35);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(411);
  });

  it('merges the rows of a multi-county place into one city', () => {
    const wdm = findCity('West Des Moines', 'IA');
    expect(wdm?.counties).toEqual(['Dallas County', 'Madison County', 'Polk County', 'Warren County']);
    expect(wdm?.county).toBe('Dallas County');
    expect(cities.filter((c) => c.counties.length > 1)).toHaveLength(49);
  });

  it('formats population with thousands separators', () => {
    expect(formatPopulation(31051)).toBe('31,051');
    expect(formatPopulation(8516202)).toBe('8,516,202');
    expect(formatPopulation(999)).toBe('999');
    expect(findCity('saratoga', 'California')?.population).toMatch(/^\d{1,3}(,\d{3})+$/);
  });

  it('uses the common name of Census names', () => {
    const ventura = findCity('Ventura', 'CA');
    expect(ventura?.censusName).toBe('San Buenaventura (Ventura)');
    expect(ventura?.slug).toBe('ca/ventura-county/ventura');
  });

  it('counts cities and counties per state', () => {
    expect(cityCount('California')).toBe(citiesInState('CA').length);
    expect(cityCount('ca')).toBe(cityCountsByState['California']);
    expect(cityCount('Wyoming')).toBe(0);
    expect(cityCount('Atlantis')).toBe(0);
    expect(Object.values(cityCountsByState).reduce((a, b) => a + b, 0)).toBe(411);
    expect(countiesInState('California')).toHaveLength(15);
    expect(countiesInState('HI')).toHaveLength(4);
    expect(countiesInState('nowhere')).toEqual([]);
  });

  it('maps county names to path segments per state', () => {
    expect(countySlugs('California')['Santa Clara County']).toBe('santa-clara-county');
    expect(countySlugs('LA')['Orleans Parish']).toBe('orleans-parish');
    expect(countySlugs('Virginia')['Richmond city']).toBe('richmond-city');
    expect(countySlugs('Nevada')['Carson City']).toBe('carson-city');
  });

  it('finds cities by slug, name and state', () => {
    expect(cityBySlug('ca/santa-clara-county/saratoga')?.name).toBe('Saratoga');
    expect(cityBySlug('ca/saratoga')).toBeNull();
    expect(findCity('Portland', 'Maine')?.stateCode).toBe('ME');
    expect(findCity('Portland', 'Oregon')?.stateCode).toBe('OR');
    expect(findCity('Portland', 'Atlantis')).toBeNull();
    expect(findCity(' ', 'OR')).toBeNull();
    expect(citiesInState('Hawaii').map((c) => c.name)).toEqual([...citiesInState('HI').map((c) => c.name)].sort());
  });
});
