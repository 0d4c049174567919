// The Zillow listing search on RapidAPI (zillow-com1.p.rapidapi.com GET /propertyExtendedSearch), as the gateway's
// listings adapter reads it: `props` with zpid, imgSrc, propertyType, price, bedrooms, bathrooms, livingArea,
// lotAreaValue/lotAreaUnit, address and listingStatus, plus the paging fields. Deterministic per location; photos
// are small SVGs in data: URLs (as the pets' are), so no browser in a test fetches an offline host.

export const isZillowPath = (path) => path === '/propertyExtendedSearch' || path.startsWith('/propertyExtendedSearch/');

const TYPES = [
  'SINGLE_FAMILY',
  'SINGLE_FAMILY',
  'CONDO',
  'TOWNHOUSE',
  'MULTI_FAMILY',
  'MANUFACTURED',
  'LOT',
  'SINGLE_FAMILY',
];
const STREETS = ['Saratoga Ave', 'Big Basin Way', 'Prospect Rd', 'Fruitvale Ave', 'Quito Rd', 'Allendale Ave'];
/** How many listings a location has; every fifth has no photo (the block shows only those with one). */
export const FAKE_LISTINGS = 24;

function photo(label) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e8eef5"/><path d="M110 120l50-40 50 40v50h-100z" fill="#9db4cc"/><text x="160" y="40" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#1f3a5f">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The listings of 'City, ST': prices from $1.2M up, a lot in acres now and then, no photo on every fifth. */
export function zillowSearch(location) {
  const [city = 'Saratoga', state = 'CA'] = location.split(',').map((part) => part.trim());
  const props = Array.from({ length: FAKE_LISTINGS }, (_, index) => {
    const zpid = 19_600_000 + index * 7;
    const type = TYPES[index % TYPES.length];
    const street = `${100 + index * 12} ${STREETS[index % STREETS.length]}`;
    const acres = index % 3 === 0;
    return {
      zpid: String(zpid),
      address: `${street}, ${city}, ${state} 95070`,
      detailUrl: `/homedetails/${street.replace(/ /g, '-')}-${city}-${state}-95070/${zpid}_zpid/`,
      propertyType: type,
      bedrooms: type === 'LOT' ? null : 2 + (index % 4),
      bathrooms: type === 'LOT' ? null : 1 + (index % 3) * 0.5 + 1,
      livingArea: type === 'LOT' ? null : 1200 + index * 85,
      lotAreaValue: acres ? 0.25 + (index % 4) * 0.1 : 5000 + index * 120,
      lotAreaUnit: acres ? 'acres' : 'sqft',
      price: 1_200_000 + index * 95_000,
      zestimate: 1_180_000 + index * 94_000,
      rentZestimate: 5200 + index * 40,
      latitude: 37.26 + index * 0.001,
      longitude: -122.02 - index * 0.001,
      country: 'USA',
      currency: 'USD',
      listingStatus: 'FOR_SALE',
      daysOnZillow: index % 30,
      imgSrc: index % 5 === 4 ? null : photo(`${street}`),
      hasImage: index % 5 !== 4,
      hasVideo: false,
      has3DModel: false,
      listingSubType: { is_FSBA: true },
      unit: null,
    };
  });
  return { props, resultsPerPage: 41, totalPages: 1, totalResultCount: props.length };
}

export const emptyZillowSearch = () => ({ props: [], resultsPerPage: 41, totalPages: 0, totalResultCount: 0 });

/** RapidAPI's own refusal of a request without a subscription key. */
const refused = [401, { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' }];

/** The answer in 'ok' mode: [status, body]. */
export function zillowAnswer(method, url, headers) {
  if (method !== 'GET' || url.pathname !== '/propertyExtendedSearch')
    return [404, { message: "Endpoint '" + url.pathname + "' does not exist" }];
  if (!headers['x-rapidapi-key'] || !headers['x-rapidapi-host']) return refused;
  const location = url.searchParams.get('location');
  if (!location) return [400, { message: 'location is required' }];
  return [200, zillowSearch(location)];
}
