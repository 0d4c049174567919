import { citiesInState, cityCountsByState, usStates, type City } from '@civicbrief/locations';
import { DEFAULT_GRID_STATE, filterState, STATE_PARAM, type GridState } from './grid-params';

/**
 * What the state filter needs of the cities catalogue: the covered states and each state's cities. The loader
 * reads it (gridFilter) and the browser imports it when the visitor reaches for the filter (cities-grid.tsx), so
 * the catalogue (12 KiB gzipped) is not in the page's first-use JavaScript (decision 021).
 */
export interface GridCatalogue {
  states: readonly GridState[];
  citiesOf: (stateCode: string) => readonly City[];
}

/** The states with cities, for the filter: code and name, alphabetical by name. */
export const gridStates = (): GridState[] =>
  usStates
    .filter((state) => (cityCountsByState[state.name] ?? 0) > 0)
    .map((state) => ({ code: state.code, name: state.name }));

export const gridCatalogue: GridCatalogue = { states: gridStates(), citiesOf: citiesInState };

/** The filtering grid's first data, from its loader: the covered states and the cities of the state the URL asks for. */
export interface GridFilter {
  states: readonly GridState[];
  stateCode: string;
  cities: readonly City[];
}

/** The filter's data for a page whose URL has `query` (`?state=`), with the page's own state as the default. */
export function gridFilter(query: URLSearchParams, defaultState: string = DEFAULT_GRID_STATE): GridFilter {
  const { states } = gridCatalogue;
  const stateCode = filterState(query.get(STATE_PARAM), filterState(defaultState, DEFAULT_GRID_STATE, states), states);
  return { states, stateCode, cities: citiesInState(stateCode) };
}
