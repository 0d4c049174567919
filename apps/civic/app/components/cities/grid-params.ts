import { citiesInState, cityCountsByState, findState, usStates, type City } from '@civicbrief/locations';

/** Query parameters of the cities grid: they make 'See more' and the state filter work without JavaScript. */
export const SHOW_PARAM = 'show';
export const STATE_PARAM = 'state';
export const DEFAULT_GRID_STATE = 'CA';
export const INITIAL_CITY_COUNT = 12;
export const CITY_COUNT_STEP = 12;

/** The states with cities, for the filter: code and name, alphabetical by name. */
export const gridStates = usStates
  .filter((state) => (cityCountsByState[state.name] ?? 0) > 0)
  .map((state) => ({ code: state.code, name: state.name }));

/** How many cards `?show=N` asks for: at least the initial count, whole numbers only, never more than there are. */
export function shownCount(value: string | null, initial: number, total: number): number {
  const asked = Number(value);
  const count = Number.isInteger(asked) && asked > initial ? asked : initial;
  return Math.min(count, Math.max(total, initial));
}

/** The covered state `?state=` names (code or name), else the default. */
export function filterState(value: string | null, fallback: string): string {
  const state = findState(value);
  return state && (cityCountsByState[state.name] ?? 0) > 0 ? state.code : fallback;
}

/** The grid's cities: the given list, or the filter state's cities, alphabetical. */
export function gridCities(fixed: readonly City[] | undefined, stateCode: string): readonly City[] {
  if (fixed) return [...fixed].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return citiesInState(stateCode);
}

/** The next 'See more' URL query: the current one with `show` raised. */
export function withShow(search: string, count: number): string {
  const params = new URLSearchParams(search);
  params.set(SHOW_PARAM, String(count));
  return `?${params.toString()}`;
}
