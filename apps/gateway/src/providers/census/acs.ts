import type { City } from '@civicbrief/locations';
import type { Statistic } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import { ProviderFailure } from '../provider-failure';
import type { AdapterContext, CensusProvider } from '../provider-types';
import { stateFips } from '../schools/state-fips';
import { matchCounty, matchPlace } from './census-places';

const PROVIDER = 'census';

/** The statistics read from the ACS 5-year detailed tables, in the order of the cards. */
export const CENSUS_MEASURES = [
  { variable: 'B01003_001E', title: 'Population', icon: 'population', formatter: 'number' },
  { variable: 'B19013_001E', title: 'Median household income', icon: 'income', formatter: 'money' },
  { variable: 'B25077_001E', title: 'Median home value', icon: 'home', formatter: 'money' },
  { variable: 'B01002_001E', title: 'Median age', icon: 'age', formatter: 'years' },
] as const satisfies readonly { variable: string; title: string; icon: string; formatter: Statistic['formatter'] }[];

/** The API's answer: a header row, then one row per geography, every cell a string (or null). */
const Table = z.array(z.array(z.string().nullable()).max(50)).min(1).max(10_000);

/** One geography's row: its name, FIPS code and the measures' values (null when the Census has none). */
interface Row {
  name: string;
  code: string;
  values: (number | null)[];
}

/** A state's places, counties and the state itself, as cached (one provider read per state and year). */
interface StateTables {
  places: Row[];
  counties: Row[];
  state: Row | null;
}

// Negative values are the API's annotations (-666666666: no estimate; -999999999, -888888888, ...).
const estimate = (cell: string | null | undefined) => {
  const value = cell == null || cell.trim() === '' ? NaN : Number(cell);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

function rowsOf(table: z.infer<typeof Table>, geography: string): Row[] {
  const [header, ...rows] = table;
  if (rows.length === 0) return [];
  const at = (name: string) => header.indexOf(name);
  const nameAt = at('NAME');
  const codeAt = at(geography);
  const valueAt = CENSUS_MEASURES.map(({ variable }) => at(variable));
  if (nameAt < 0 || codeAt < 0 || valueAt.some((index) => index < 0))
    throw new ProviderFailure(PROVIDER, 'malformed', 'answer lacks a column asked for');
  return rows.map((row) => ({
    name: row[nameAt] ?? '',
    code: row[codeAt] ?? '',
    values: valueAt.map((index) => estimate(row[index])),
  }));
}

const yearsOf = (year: number) => `${year - 4}-${year}`;

function datapoints(city: City, year: number, fips: string, tables: StateTables, place: Row): Statistic[] {
  const county = matchCounty(tables.counties, city.county, city.state);
  const areas = [
    county && { label: city.county, row: county },
    tables.state && { label: city.state, row: tables.state },
  ].filter((area) => !!area);
  const geographies = [
    `160XX00US${fips}${place.code}`,
    ...(county ? [`050XX00US${fips}${county.code}`] : []),
    `040XX00US${fips}`,
  ].join(',');
  return CENSUS_MEASURES.flatMap(({ variable, title, icon, formatter }, index) => {
    const base = place.values[index];
    if (base == null) return [];
    const comparisons = areas.flatMap(({ label, row }) => {
      const value = row.values[index];
      return value == null ? [] : [{ label, value }];
    });
    return [
      {
        title,
        subtitle: `${yearsOf(year)} estimate`,
        icon,
        source: `U.S. Census Bureau, American Community Survey ${yearsOf(year)} 5-year estimates`,
        sourceLink: `https://data.census.gov/table/ACSDT5Y${year}.${variable.split('_')[0]}?g=${geographies}`,
        base: { label: city.name, value: base },
        comparisons,
        formatter,
      },
    ];
  });
}

/**
 * The U.S. Census Bureau's American Community Survey 5-year API (no key needed at our volume; CENSUS_API_KEY when
 * set): a state's places, its counties and the state in one cached read, then the city's place matched by name.
 */
export function createCensusAcs({ config, cachedSource }: AdapterContext): CensusProvider {
  const { censusUrl, apiKey, acsYear, ttlMs } = config.census;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  const variables = ['NAME', ...CENSUS_MEASURES.map(({ variable }) => variable)].join(',');

  async function table(geography: string, within: string | null, signal: AbortSignal): Promise<Row[]> {
    const query = `get=${variables}&for=${geography}${within ? `&in=${within}` : ''}${apiKey ? `&key=${encodeURIComponent(apiKey)}` : ''}`;
    const answer = await requestJson(
      PROVIDER,
      `${censusUrl}/data/${acsYear}/acs/acs5?${query}`,
      { signal },
      config.userAgent,
    );
    return rowsOf(shaped(PROVIDER, Table, answer), geography.split(':')[0]);
  }

  return {
    name: PROVIDER,
    cityStats: async (city) => {
      const code = stateFips(city.stateCode);
      const fips = code === undefined ? null : String(code).padStart(2, '0');
      const tables = await fetchCached(`${acsYear}:${city.stateCode}`, async (signal): Promise<StateTables> => {
        if (fips === null) return { places: [], counties: [], state: null };
        const [places, counties, states] = await Promise.all([
          table('place:*', `state:${fips}`, signal),
          table('county:*', `state:${fips}`, signal),
          table(`state:${fips}`, null, signal),
        ]);
        return { places, counties, state: states[0] ?? null };
      });
      const place = fips === null ? undefined : matchPlace(tables.value.places, city.censusName, city.state);
      const value =
        place && fips
          ? { place: place.name, datapoints: datapoints(city, acsYear, fips, tables.value, place) }
          : { place: null, datapoints: [] };
      return { ...tables, value };
    },
  };
}
