// The newsletter form's place values and the spec's constants, apart from the linkage (location-linkage.ts), which
// needs the cities catalogue: a page that only names a place keeps the catalogue out of its JavaScript.

/** City, county ('Santa Clara County') and state name ('California') as the newsletter form holds them. */
export interface LocationValues {
  city: string;
  county: string;
  state: string;
}

/** Spec §4: the default when the page's path names no place. */
export const DEFAULT_LOCATION: LocationValues = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };

/** Spec §4: cities left out of the modal's city list by default. */
export const MODAL_HIDDEN_CITIES: readonly string[] = ['Alamo', 'Rancho Santa Fe', 'Kentfield'];
