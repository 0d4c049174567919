import { slugify } from './slug';

// Census county-equivalent designations, longest first so "City and Borough" wins over "Borough".
// The designation stays in the path so that, e.g., Baltimore city and Baltimore County never collide.
const designations: readonly [suffix: string, kind: string][] = [
  [' City and Borough', 'city-and-borough'],
  [' Census Area', 'census-area'],
  [' Municipality', 'municipality'],
  [' County', 'county'],
  [' Parish', 'parish'],
  [' Borough', 'borough'],
  // Independent cities (Virginia, Baltimore, St. Louis) are lowercase " city" in Census names.
  [' city', 'city'],
];

function splitDesignation(county: string): { stem: string; kind: string | null } {
  const name = county.trim();
  for (const [suffix, kind] of designations) {
    if (name.endsWith(suffix) && name.length > suffix.length) {
      return { stem: name.slice(0, -suffix.length), kind };
    }
  }
  // Consolidated city-counties without a designation ("Carson City").
  return { stem: name, kind: null };
}

/**
 * The county segment of a path. One county: its slugified name ("Santa Clara County" ->
 * santa-clara-county, "Orleans Parish" -> orleans-parish, "Richmond city" -> richmond-city).
 * Several counties: sorted alphabetically, stems joined and the shared designation once
 * (dallas-madison-polk-warren-county); with mixed designations each keeps its own.
 */
export function countySegment(counties: readonly string[]): string {
  const sorted = [...new Set(counties.map((c) => c.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'));
  if (sorted.length <= 1) return slugify(sorted[0] ?? '');
  const parts = sorted.map(splitDesignation);
  const kind = parts[0].kind;
  if (kind !== null && parts.every((part) => part.kind === kind)) {
    return [...parts.map((part) => slugify(part.stem)), kind].join('-');
  }
  return sorted.map(slugify).join('-');
}
