/** Compared without case and accents ('Cañon City' = 'Canon City'). */
const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// The legal description the Census appends to a place's name ("Saratoga city", "Urban Honolulu CDP",
// "Lexington-Fayette urban county", "Nashville-Davidson metropolitan government (balance)").
const placeSuffix =
  / (city and borough|city|town|village|CDP|borough|municipality|urban county|consolidated government|metropolitan government|unified government|corporation|plantation)( \(balance\))?$/i;

/** 'Saratoga city, California' -> 'saratoga': the place's name without its state and legal description, folded. */
export function censusPlaceKey(name: string, state: string): string {
  const suffix = `, ${state}`;
  const withoutState = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
  return foldText(withoutState.trim().replace(placeSuffix, '').trim());
}

/**
 * The one place of `rows` whose name is `censusName` (the catalogue's Census place name, e.g. 'San Buenaventura
 * (Ventura)'); undefined when none or several match (a town and a CDP of one name): no statistics beat wrong ones.
 */
export function matchPlace<T extends { name: string }>(
  rows: readonly T[],
  censusName: string,
  state: string,
): T | undefined {
  const wanted = foldText(censusName.trim());
  const matches = rows.filter((row) => censusPlaceKey(row.name, state) === wanted);
  return matches.length === 1 ? matches[0] : undefined;
}

/** The county row named `${county}, ${state}` ('Santa Clara County, California'; 'Baltimore city, Maryland'). */
export function matchCounty<T extends { name: string }>(
  rows: readonly T[],
  county: string,
  state: string,
): T | undefined {
  const wanted = foldText(`${county}, ${state}`);
  return rows.find((row) => foldText(row.name) === wanted);
}
