import { slugify } from './slug';

/** A state (or the District of Columbia) with its USPS code. */
export interface UsState {
  name: string;
  code: string;
  slug: string;
}

const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** All 50 states and DC, alphabetical by name. */
export const usStates: readonly UsState[] = Object.entries(stateNames)
  .map(([code, name]) => ({ name, code, slug: slugify(name) }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byKey = new Map<string, UsState>();
for (const state of usStates) {
  byKey.set(state.code.toLowerCase(), state);
  byKey.set(state.name.toLowerCase(), state);
  byKey.set(state.slug, state);
}

/** The state named by its name, two-letter code or slug, in any case; null when unknown. */
export function findState(nameOrCode: string | null | undefined): UsState | null {
  if (typeof nameOrCode !== 'string') return null;
  return byKey.get(nameOrCode.trim().toLowerCase()) ?? null;
}

/** 'California' -> 'CA' (also accepts a code: 'ca' -> 'CA'); unknown -> null. */
export function stateCode(name: string | null | undefined): string | null {
  return findState(name)?.code ?? null;
}

/** 'ca' -> 'California' (also accepts a name); unknown -> null. */
export function stateName(code: string | null | undefined): string | null {
  return findState(code)?.name ?? null;
}

/** 'New York' -> 'new-york'; unknown -> null. */
export function stateSlug(nameOrCode: string | null | undefined): string | null {
  return findState(nameOrCode)?.slug ?? null;
}

/** 'new-york' -> 'New York'; unknown -> null. */
export function stateFromSlug(slug: string | null | undefined): string | null {
  if (typeof slug !== 'string') return null;
  const state = byKey.get(slug.trim().toLowerCase());
  return state && state.slug === slug.trim().toLowerCase() ? state.name : null;
}
