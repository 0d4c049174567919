import { citiesInState, countiesInState, countyPath, cityPath } from '@civicbrief/locations';

/** A county or city in a state's A to Z directory. */
export interface PlaceEntry {
  name: string;
  href: string;
}

export interface LetterGroup {
  letter: string;
  counties: PlaceEntry[];
  cities: PlaceEntry[];
}

/** Upper-case first letter of a name with accents folded ('Ñ' -> 'N'), so every entry lands under A to Z. */
export function initialOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
}

function byLetter(entries: PlaceEntry[]): Map<string, PlaceEntry[]> {
  const groups = new Map<string, PlaceEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    const letter = initialOf(entry.name);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return groups;
}

/** A state's counties and cities grouped by initial, letters in order, only letters with entries. */
export function stateLetterGroups(stateCode: string): LetterGroup[] {
  const counties = byLetter(
    countiesInState(stateCode).flatMap((county) => {
      const href = countyPath(stateCode, county);
      return href ? [{ name: county, href }] : [];
    }),
  );
  const cities = byLetter(citiesInState(stateCode).map((city) => ({ name: city.name, href: cityPath(city) })));
  const letters = [...new Set([...counties.keys(), ...cities.keys()])].sort();
  return letters.map((letter) => ({ letter, counties: counties.get(letter) ?? [], cities: cities.get(letter) ?? [] }));
}
