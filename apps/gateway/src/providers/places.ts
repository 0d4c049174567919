import { cities, cityBySlug, findCity, type City } from '@civicbrief/locations';

const population = (city: City) => Number(city.population.replace(/,/g, ''));

/** The most populous catalogue city of this name (names repeat across states: Springfield). */
function byName(name: string): City | null {
  const wanted = name.trim().toLowerCase();
  const named = cities.filter((city) => city.name.toLowerCase() === wanted);
  return named.reduce<City | null>((best, city) => (!best || population(city) > population(best) ? city : best), null);
}

/** 'City, ST' or 'City, State' (the last comma splits, so a city name may hold one). */
export function cityOfLocation(location: string): City | null {
  const comma = location.lastIndexOf(',');
  if (comma < 0) return null;
  return findCity(location.slice(0, comma), location.slice(comma + 1).trim());
}

/** A weather query: a catalogue slug, 'City, ST', 'City, State' or a bare city name. */
export function cityOfQuery(q: string): City | null {
  const text = q.trim();
  if (text.includes('/')) return cityBySlug(text.toLowerCase());
  return text.includes(',') ? cityOfLocation(text) : byName(text);
}

/** A city and state given apart (GET /api/schools). */
export function cityInState(city: string, state: string): City | null {
  return findCity(city, state);
}
