import { places, type Place } from './places';
import { foldText } from './slug';
import { findState } from './states';

export interface SearchCitiesOptions {
  /** Most results to return; default 5 (the spec's city search). */
  limit?: number;
  /** Only cities of this state, by name or two-letter code. */
  state?: string;
}

interface SearchEntry {
  city: Place;
  folded: string;
}

// Folded (lowercase, accent-free) names computed once and kept in alphabetical order, so a query is one
// pass that can stop as soon as enough prefix matches are found.
const entries: readonly SearchEntry[] = places
  .map((city) => ({ city, folded: foldText(city.name) }))
  .sort((a, b) => a.folded.localeCompare(b.folded, 'en') || a.city.state.localeCompare(b.city.state, 'en'));

/**
 * Autocomplete: case- and accent-insensitive substring match on the city name, names starting with the
 * text first, then the others, each group alphabetical. Blank text, a non-positive limit or an unknown
 * state give [].
 */
export function searchCities(text: string, options: SearchCitiesOptions = {}): Place[] {
  const query = foldText(text ?? '').trim();
  const limit = Math.floor(options.limit ?? 5);
  if (!query || !(limit > 0)) return [];
  let stateCode: string | null = null;
  if (options.state !== undefined) {
    stateCode = findState(options.state)?.code ?? null;
    if (!stateCode) return [];
  }
  const starts: Place[] = [];
  const contains: Place[] = [];
  for (const { city, folded } of entries) {
    if (stateCode && city.stateCode !== stateCode) continue;
    const at = folded.indexOf(query);
    if (at === 0) {
      starts.push(city);
      if (starts.length === limit) break;
    } else if (at > 0 && contains.length < limit) {
      contains.push(city);
    }
  }
  return [...starts, ...contains].slice(0, limit);
}
