/** The parts a marketing-service location object id is built from. */
export interface LocationParts {
  city: string;
  county?: string | null;
  state: string;
}

/** How the object id is read (spec §3 "Person identity"): two readings, plus the full one. */
export type LocationObjectVariant = 'newsletter' | 'rsvp' | 'full';

const CALIFORNIA = new Set(['california', 'ca']);

function snake(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The location object's id: city, county and state lowercased and joined with underscores
 * ('saratoga_santa_clara_county_california'). The newsletter form omits the county for California;
 * the RSVP variant uses city and state only.
 */
export function locationObjectId(parts: LocationParts, variant: LocationObjectVariant): string {
  const omitCounty =
    variant === 'rsvp' || (variant === 'newsletter' && CALIFORNIA.has(parts.state.trim().toLowerCase()));
  const pieces = [parts.city, omitCounty ? null : parts.county, parts.state].filter((piece): piece is string =>
    Boolean(piece?.trim()),
  );
  return pieces.map(snake).filter(Boolean).join('_');
}
