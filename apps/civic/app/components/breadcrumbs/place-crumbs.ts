import type { BreadcrumbItem } from '@civicbrief/design-system';
import { cityPath, countyPath, type City } from '@civicbrief/locations';

const plurals: Record<string, string> = { County: 'Counties', Parish: 'Parishes', Borough: 'Boroughs' };

/**
 * The name of a city's county segment: 'Santa Clara County', or for a city spanning several counties
 * with one designation 'Dallas, Madison, Polk and Warren Counties' (else the full names joined).
 */
export function countyLabel(counties: readonly string[]): string {
  if (counties.length <= 1) return counties[0] ?? '';
  const designation = counties[0]?.split(' ').at(-1) ?? '';
  const plural = plurals[designation];
  const shared = plural !== undefined && counties.every((county) => county.endsWith(` ${designation}`));
  const names = shared ? counties.map((county) => county.slice(0, -designation.length - 1)) : [...counties];
  const joined = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return shared ? `${joined} ${plural}` : joined;
}

/**
 * County and city entries of the breadcrumb (spec §2). Both are pages of this app for every place of the
 * catalogue, so they are links; the content store holds no page at those slugs, so no existence check.
 */
export function placeCrumbs(city: City): BreadcrumbItem[] {
  const county = countyPath(city.state, city.counties);
  return [
    { label: countyLabel(city.counties), ...(county ? { href: county } : { disabled: true }) },
    { label: city.name, href: cityPath(city) },
  ];
}
