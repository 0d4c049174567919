// The U.S. Census Bureau's data API for the ACS 5-year detailed tables (api.census.gov GET /data/{year}/acs/acs5
// ?get=NAME,...&for=place:*&in=state:06), as it answers: a JSON array whose first row is the header, every cell a
// string, the geography codes last. The figures are made up for tests (California places, counties and the state).

export const isCensusPath = (path) => path.startsWith('/data/');

/** Values of B01003_001E (population), B19013_001E (income), B25077_001E (home value), B01002_001E (median age). */
const PLACES = {
  '06': [
    ['Saratoga city, California', '70280', [30771, 250001, 2000001, 48.6]],
    ['Palo Alto city, California', '55282', [67901, 220408, 2000001, 40.1]],
    ['San Buenaventura (Ventura) city, California', '65042', [109910, 96454, 799700, 39.6]],
    ['Los Altos Hills town, California', '43294', [8489, 250001, -666666666, 51.3]],
    ['Alamo CDP, California', '00618', [15314, 250001, 2000001, 50.2]],
  ],
};
const COUNTIES = {
  '06': [
    ['Santa Clara County, California', '085', [1903297, 153792, 1407400, 38.1]],
    ['Ventura County, California', '111', [842009, 102141, 761200, 39.5]],
    ['Contra Costa County, California', '013', [1161643, 120020, 836400, 40.1]],
  ],
};
const STATES = { '06': ['California', [39242785, 96334, 695400, 37.9]] };

const cell = (value) => (value === null ? null : String(value));

function table(variables, geography, state, rows) {
  const header = [...variables, ...(geography === 'state' ? ['state'] : ['state', geography])];
  return [
    header,
    ...rows.map(([name, code, values]) => {
      const byVariable = (variable) =>
        variable === 'NAME'
          ? name
          : cell(values[['B01003_001E', 'B19013_001E', 'B25077_001E', 'B01002_001E'].indexOf(variable)] ?? null);
      return [...variables.map(byVariable), ...(geography === 'state' ? [state] : [state, code])];
    }),
  ];
}

/** The answer in 'ok' mode: [status, body, type]; errors are plain text, as the API's are. */
export function censusAnswer(method, url) {
  if (method !== 'GET' || !/^\/data\/\d{4}\/acs\/acs5$/.test(url.pathname))
    return [404, 'error: unknown dataset', 'text/plain'];
  const variables = (url.searchParams.get('get') ?? '').split(',').filter(Boolean);
  const known = ['NAME', 'B01003_001E', 'B19013_001E', 'B25077_001E', 'B01002_001E'];
  const unknown = variables.find((variable) => !known.includes(variable));
  if (variables.length === 0 || unknown)
    return [400, `error: error: unknown variable '${unknown ?? ''}'`, 'text/plain'];
  const forClause = url.searchParams.get('for') ?? '';
  const state = /^state:(\d{2})$/.exec(url.searchParams.get('in') ?? '')?.[1];
  if (/^place:\*$/.test(forClause) && state) return [200, table(variables, 'place', state, PLACES[state] ?? [])];
  if (/^county:\*$/.test(forClause) && state) return [200, table(variables, 'county', state, COUNTIES[state] ?? [])];
  const onlyState = /^state:(\d{2})$/.exec(forClause)?.[1];
  if (onlyState && STATES[onlyState])
    return [200, table(variables, 'state', onlyState, [[STATES[onlyState][0], onlyState, STATES[onlyState][1]]])];
  return [400, 'error: unknown/unsupported geography hierarchy', 'text/plain'];
}

/** 'empty': the header alone, no geography (a state's places then match no city). */
export const emptyCensus = () => [['NAME', 'B01003_001E', 'B19013_001E', 'B25077_001E', 'B01002_001E', 'state']];
