import { findState } from '@civicbrief/locations';

/** Query parameters of the cities grid: they make 'See more' and the state filter work without JavaScript. */
export const SHOW_PARAM = 'show';
export const STATE_PARAM = 'state';
export const DEFAULT_GRID_STATE = 'CA';
export const INITIAL_CITY_COUNT = 12;
export const CITY_COUNT_STEP = 12;

/** A state of the filter: code and name. */
export interface GridState {
  code: string;
  name: string;
}

/** How many cards `?show=N` asks for: at least the initial count, whole numbers only, never more than there are. */
export function shownCount(value: string | null, initial: number, total: number): number {
  const asked = Number(value);
  const count = Number.isInteger(asked) && asked > initial ? asked : initial;
  return Math.min(count, Math.max(total, initial));
}

/** The covered state (one of the filter's `states`) `?state=` names (code or name), else the default. */
export function filterState(value: string | null, fallback: string, states: readonly GridState[]): string {
  const state = findState(value);
  return state && states.some((covered) => covered.code === state.code) ? state.code : fallback;
}

/** The next 'See more' URL query: the current one with `show` raised. */
export function withShow(search: string, count: number): string {
  const params = new URLSearchParams(search);
  params.set(SHOW_PARAM, String(count));
  return `?${params.toString()}`;
}
