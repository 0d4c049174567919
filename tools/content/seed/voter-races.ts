import { cities, countyPlaces } from '@civicbrief/locations';
import { slugWords } from './page';

export type RaceLevel = 'presidential' | 'state' | 'county' | 'city';

/** The voter guide index page of each level (spec §2 routes). */
export const voterIndexes: Record<RaceLevel, { slug: string; title: string }> = {
  presidential: { slug: 'presidential-election', title: 'Presidential Election Voter Guide' },
  state: { slug: 'state-level-elections', title: 'State-Level Elections Voter Guide' },
  county: { slug: 'county-level-elections', title: 'County-Level Elections Voter Guide' },
  city: { slug: 'city-level-elections', title: 'City-Level Elections Voter Guide' },
};

export interface Race {
  level: RaceLevel;
  /** '<index slug>/<name>-race' */
  slug: string;
  office: string;
  /** Where the office serves, as prose: 'Saratoga', 'California'. */
  place: string;
  electionYear: number;
}

/** Names shared by places in different states get the state code, so every race slug is unique. */
function uniqueNames(
  entries: { name: string; stateCode: string }[],
): (entry: { name: string; stateCode: string }) => string {
  const states = new Map<string, Set<string>>();
  for (const { name, stateCode } of entries) states.set(name, (states.get(name) ?? new Set()).add(stateCode));
  return ({ name, stateCode }) => ((states.get(name)?.size ?? 0) > 1 ? `${name}-${stateCode.toLowerCase()}` : name);
}

/** Presidential elections fall in years divisible by 4; state and local ones are taken as the next even year. */
export function voterRaces(reference: Date): Race[] {
  const year = reference.getUTCFullYear();
  const presidentialYear = Math.ceil(year / 4) * 4;
  const localYear = year % 2 === 0 ? year : year + 1;
  const races: Race[] = [
    {
      level: 'presidential',
      slug: `${voterIndexes.presidential.slug}/${presidentialYear}-presidential-race`,
      office: 'President of the United States',
      place: 'the United States',
      electionYear: presidentialYear,
    },
  ];
  const states = [...new Map(cities.map((city) => [city.stateCode, city.state])).entries()];
  for (const [, state] of states) {
    races.push({
      level: 'state',
      slug: `${voterIndexes.state.slug}/${slugWords(state)}-governor-race`,
      office: `Governor of ${state}`,
      place: state,
      electionYear: localYear,
    });
  }
  const counties = countyPlaces().filter((place) => place.counties.length === 1);
  const countyName = uniqueNames(counties.map((place) => ({ name: place.slug, stateCode: place.state.code })));
  for (const place of counties) {
    const board = place.state.code === 'CA' ? 'Board of Supervisors' : 'County Commission';
    const name = countyName({ name: place.slug, stateCode: place.state.code });
    races.push({
      level: 'county',
      slug: `${voterIndexes.county.slug}/${name}-${slugWords(board)}-race`,
      office: `${place.counties[0]} ${board}`,
      place: `${place.counties[0]}, ${place.state.name}`,
      electionYear: localYear,
    });
  }
  const cityName = uniqueNames(cities.map((city) => ({ name: city.slug.split('/')[2], stateCode: city.stateCode })));
  for (const city of cities) {
    const name = cityName({ name: city.slug.split('/')[2], stateCode: city.stateCode });
    races.push({
      level: 'city',
      slug: `${voterIndexes.city.slug}/${name}-city-council-race`,
      office: `${city.name} City Council`,
      place: city.name,
      electionYear: localYear,
    });
  }
  return races;
}
