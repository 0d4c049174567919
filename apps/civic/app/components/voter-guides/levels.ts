/** The four voter guide indexes of spec §2; each race page lives under one of them. */
export type VoterLevel = 'presidential' | 'state' | 'county' | 'city';

export interface VoterIndex {
  /** The index page's slug, which is also its path without the leading slash. */
  slug: string;
  title: string;
  intro: string;
}

export const VOTER_INDEXES: Record<VoterLevel, VoterIndex> = {
  presidential: {
    slug: 'presidential-election',
    title: 'Presidential Election Voter Guide',
    intro: 'Where the candidates for President of the United States stand on the issues, topic by topic.',
  },
  state: {
    slug: 'state-level-elections',
    title: 'State-Level Elections Voter Guide',
    intro: 'Guides to the races for state office: pick a race to compare its candidates on the issues.',
  },
  county: {
    slug: 'county-level-elections',
    title: 'County-Level Elections Voter Guide',
    intro: 'Guides to the races for county boards and commissions: pick your county to meet the candidates.',
  },
  city: {
    slug: 'city-level-elections',
    title: 'City-Level Elections Voter Guide',
    intro: 'Guides to the races for city council: pick your city to see where each candidate stands.',
  },
};

/** Race cards added per 'Show more' step of an index. */
export const RACE_PAGE_SIZE = 24;

/** Race pages are the paths ending in '-race' (spec §2 routes). */
export const isRaceSegment = (segment: string | undefined): segment is string =>
  typeof segment === 'string' && /^[a-z0-9-]+-race$/.test(segment);

/** Candidate slugs are one lowercase dash-separated path segment. */
export const isSlugSegment = (segment: string | undefined | null): segment is string =>
  typeof segment === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);

/** A candidate's name from a guide title such as 'Jane Doe: Candidate for Governor of Ohio'. */
export function candidateName(title: string): string {
  const name = title.split(':')[0]?.trim();
  return name || title.trim();
}
