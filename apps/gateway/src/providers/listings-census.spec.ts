import { CityStatsResult, ListingsResult, ProviderErrorResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDrivers } from '../test/databases';
import { startFakeProviders } from '../test/fake-providers';
import { gatewayTest, testApp } from '../test/gateway-test';

/**
 * Homes for sale (Zillow's listing search on RapidAPI) and the city in numbers (the Census ACS 5-year API) against
 * tools/fake-providers over real HTTP: the mapping, bad input, not configured, every failure of the provider.
 */
// A call's time limit far beyond what a busy machine needs; the tests of a hanging provider set a short one
// (the fake's slow mode answers after 5 s).
const fast = { PROVIDER_TIMEOUT_MS: '3000', PROVIDER_RETRY_DELAY_MS: '10' };
const hangs = { PROVIDER_TIMEOUT_MS: '300' };
const LISTINGS = '/api/mls/listings?location=Saratoga,%20CA&home_type=Houses&status_type=ForSale';
const STATS = '/api/census/city-stats?city=Saratoga&state=CA';

/** A provider answering one fixed JSON body, for shapes the shared fake does not give. */
async function oneAnswer(body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe.each(testDrivers)('listings and census on %s', (driver) => {
  const setup = gatewayTest(driver, async () => ({ fake: await startFakeProviders(5000) }));
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string> = {}, rapidApi = true) => {
    const built = await testApp(setup.database, { ...setup.fake.env({ rapidApi }), ...fast, ...env });
    apps.push(built);
    return built;
  };
  beforeEach(() => setup.fake.reset());
  afterAll(async () => {
    for (const built of apps) await built.close();
  });
  const get = (target: FastifyInstance, url: string) => target.inject({ method: 'GET', url });
  const providerError = (response: { statusCode: number; json(): unknown }, statusCode: number, code: string) => {
    expect(response.statusCode).toBe(statusCode);
    expect(ProviderErrorResult.parse(response.json())).toMatchObject({ statusCode, code });
  };

  describe('GET /api/mls/listings', () => {
    it("maps the listing search's props: spec property types, lot units, FOR_SALE, no photo as null", async () => {
      const gateway = await app();
      const response = await get(gateway, LISTINGS);
      expect(response.statusCode).toBe(200);
      const body = ListingsResult.parse(response.json());
      expect(body.source).toMatchObject({ provider: 'zillow', stale: false });
      expect(body.props).toHaveLength(24);
      expect(body.props[0]).toEqual({
        zpid: '19600000',
        imgSrc: expect.stringMatching(/^data:image\/svg\+xml,/),
        propertyType: 'Single-Family Home',
        price: 1_200_000,
        bedrooms: 2,
        bathrooms: 2,
        livingArea: 1200,
        lotAreaValue: 0.25,
        lotAreaUnit: 'acres',
        address: '100 Saratoga Ave, Saratoga, CA 95070',
        listingStatus: 'FOR_SALE',
      });
      expect(body.props[1]).toMatchObject({ lotAreaUnit: 'sqft', lotAreaValue: 5120 });
      expect(body.props.map((listing) => listing.propertyType).slice(2, 7)).toEqual([
        'Condo',
        'Townhouse',
        'Multi-Family Home',
        'Manufactured',
        'Lot',
      ]);
      expect(body.props[4].imgSrc).toBeNull();
      expect(body.props[6]).toMatchObject({ bedrooms: null, bathrooms: null, livingArea: null });
      expect(response.headers['cache-control']).toContain('public');
      // The fake refuses a request without the X-RapidAPI-Key and X-RapidAPI-Host headers (401): this one had them.
      expect((await setup.fake.requests()).map((request) => request.path)).toEqual([
        '/propertyExtendedSearch?location=Saratoga%2C+CA&home_type=Houses&status_type=ForSale',
      ]);
    });

    it('answers 503 NOT_CONFIGURED without RAPIDAPI_KEY, asking nothing', async () => {
      const gateway = await app({}, false);
      providerError(await get(gateway, LISTINGS), 503, 'NOT_CONFIGURED');
      expect(await setup.fake.requests()).toEqual([]);
    });

    it('refuses bad input with 400s that say why, and an unknown city with a 404', async () => {
      const gateway = await app();
      const cases: [string, string][] = [
        ['/api/mls/listings', 'location is required'],
        [`/api/mls/listings?location=${'x'.repeat(121)}`, 'location must be at most 120 characters'],
        ['/api/mls/listings?location=Saratoga<script>', 'location has characters a place name does not have'],
        ['/api/mls/listings?location=Saratoga&home_type=Condos', "home_type must be 'Houses'"],
        ['/api/mls/listings?location=Saratoga&status_type=ForRent', "status_type must be 'ForSale'"],
      ];
      for (const [url, message] of cases) {
        const response = await get(gateway, url);
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain(message);
      }
      expect((await get(gateway, '/api/mls/listings?location=Atlantis,%20CA')).statusCode).toBe(404);
      expect(await setup.fake.requests()).toEqual([]);
    });

    it('answers 502 PROVIDER_ERROR when the search fails, hangs or answers nonsense; an empty search is an empty list', async () => {
      const gateway = await app({
        ...hangs,
        LISTINGS_CACHE_TTL_MS: '0',
        PROVIDER_STALE_MS: '0',
        PROVIDER_BREAKER_FAILURES: '100',
      });
      for (const mode of ['error', 'slow', 'malformed'] as const) {
        await setup.fake.mode('zillow', mode);
        providerError(await get(gateway, LISTINGS), 502, 'PROVIDER_ERROR');
      }
      await setup.fake.mode('zillow', 'empty');
      expect(ListingsResult.parse((await get(gateway, LISTINGS)).json()).props).toEqual([]);
    });

    it('reads an answer without props as malformed (502), and a single-property answer as that property', async () => {
      for (const [body, status] of [
        [{ resultsPerPage: 41, totalPages: 0 }, 502],
        [{ props: 'none' }, 502],
        [
          {
            zpid: 123,
            propertyType: 'CONDO',
            price: 900_000,
            address: '1 A St, Saratoga, CA',
            listingStatus: 'FOR_SALE',
            imgSrc: 'https://photos.example/1.jpg',
          },
          200,
        ],
      ] as const) {
        const provider = await oneAnswer(body);
        try {
          const gateway = await app({ ZILLOW_API_URL: provider.url });
          const response = await get(gateway, LISTINGS);
          expect(response.statusCode).toBe(status);
          if (status === 200)
            expect(ListingsResult.parse(response.json()).props).toEqual([
              expect.objectContaining({ zpid: '123', propertyType: 'Condo', imgSrc: 'https://photos.example/1.jpg' }),
            ]);
        } finally {
          await provider.close();
        }
      }
    });

    it('serves the last good listings, marked stale, when the search fails; the circuit opens after repeated failures', async () => {
      const gateway = await app({
        LISTINGS_CACHE_TTL_MS: '0',
        PROVIDER_BREAKER_FAILURES: '2',
        PROVIDER_BREAKER_OPEN_MS: '60000',
      });
      const good = ListingsResult.parse((await get(gateway, LISTINGS)).json());
      await setup.fake.mode('zillow', 'error');
      const stale = ListingsResult.parse((await get(gateway, LISTINGS)).json());
      expect(stale.props).toEqual(good.props);
      expect(stale.source.stale).toBe(true);
      const other = '/api/mls/listings?location=Palo%20Alto,%20CA';
      providerError(await get(gateway, other), 503, 'PROVIDER_UNAVAILABLE');
      const open = await get(gateway, other);
      providerError(open, 503, 'PROVIDER_UNAVAILABLE');
      expect(open.headers['retry-after']).toBe('60');
    });
  });

  describe('GET /api/census/city-stats', () => {
    it('answers population, income, home value and median age for the city against its county and state, each with its source', async () => {
      const gateway = await app();
      const response = await get(gateway, STATS);
      expect(response.statusCode).toBe(200);
      const body = CityStatsResult.parse(response.json());
      expect(body.place).toBe('Saratoga city, California');
      expect(body.source).toMatchObject({ provider: 'census', stale: false });
      expect(body.datapoints.map((point) => [point.title, point.icon, point.formatter, point.base.value])).toEqual([
        ['Population', 'population', 'number', 30771],
        ['Median household income', 'income', 'money', 250001],
        ['Median home value', 'home', 'money', 2000001],
        ['Median age', 'age', 'years', 48.6],
      ]);
      expect(body.datapoints[0]).toEqual({
        title: 'Population',
        subtitle: '2019-2023 estimate',
        icon: 'population',
        source: 'U.S. Census Bureau, American Community Survey 2019-2023 5-year estimates',
        sourceLink: 'https://data.census.gov/table/ACSDT5Y2023.B01003?g=160XX00US0670280,050XX00US06085,040XX00US06',
        base: { label: 'Saratoga', value: 30771 },
        comparisons: [
          { label: 'Santa Clara County', value: 1903297 },
          { label: 'California', value: 39242785 },
        ],
        formatter: 'number',
      });
      const paths = (await setup.fake.requests()).map((request) => request.path).sort();
      const get4 = 'get=NAME,B01003_001E,B19013_001E,B25077_001E,B01002_001E';
      expect(paths).toEqual([
        `/data/2023/acs/acs5?${get4}&for=county:*&in=state:06`,
        `/data/2023/acs/acs5?${get4}&for=place:*&in=state:06`,
        `/data/2023/acs/acs5?${get4}&for=state:06`,
      ]);
      // Another city of the state is read from the same cached tables.
      expect(
        CityStatsResult.parse((await get(gateway, '/api/census/city-stats?city=Palo%20Alto&state=California')).json())
          .place,
      ).toBe('Palo Alto city, California');
      expect(await setup.fake.requests()).toHaveLength(3);
    });

    it("matches the Census' legal name ('San Buenaventura (Ventura) city'), leaves out values the Census has none of, and sends CENSUS_API_KEY", async () => {
      const gateway = await app({ CENSUS_API_KEY: 'census-key', CENSUS_ACS_YEAR: '2022' });
      const ventura = CityStatsResult.parse(
        (await get(gateway, '/api/census/city-stats?city=Ventura&state=CA')).json(),
      );
      expect(ventura.place).toBe('San Buenaventura (Ventura) city, California');
      expect(ventura.datapoints[2].comparisons).toEqual([
        { label: 'Ventura County', value: 761200 },
        { label: 'California', value: 695400 },
      ]);
      expect(ventura.datapoints[2].subtitle).toBe('2018-2022 estimate');
      // -666666666: no estimate of the home value for Los Altos Hills; that card is left out.
      const hills = CityStatsResult.parse(
        (await get(gateway, '/api/census/city-stats?city=Los%20Altos%20Hills&state=CA')).json(),
      );
      expect(hills.datapoints.map((point) => point.title)).toEqual([
        'Population',
        'Median household income',
        'Median age',
      ]);
      expect(
        (await setup.fake.requests()).every(
          (request) => request.path.startsWith('/data/2022/acs/acs5?') && request.path.endsWith('&key=census-key'),
        ),
      ).toBe(true);
    });

    it('answers no place and no datapoints for a city the Census places do not match (no carousel, never a wrong one)', async () => {
      const gateway = await app();
      const body = CityStatsResult.parse(
        (await get(gateway, '/api/census/city-stats?city=San%20Jose&state=CA')).json(),
      );
      expect(body).toMatchObject({ place: null, datapoints: [] });
      await setup.fake.mode('census', 'empty');
      const empty = CityStatsResult.parse((await get(await app(), STATS)).json());
      expect(empty).toMatchObject({ place: null, datapoints: [] });
    });

    it('refuses bad input with 400s and an unknown city with a 404; a failing, hanging or garbled Census is a 502', async () => {
      const gateway = await app({
        ...hangs,
        PROVIDER_STALE_MS: '0',
        CENSUS_CACHE_TTL_MS: '0',
        PROVIDER_BREAKER_FAILURES: '100',
      });
      for (const url of [
        '/api/census/city-stats?city=Saratoga',
        `/api/census/city-stats?city=${'x'.repeat(81)}&state=CA`,
        '/api/census/city-stats?city=Sara%00toga&state=CA',
      ]) {
        expect((await get(gateway, url)).statusCode).toBe(400);
      }
      expect((await get(gateway, '/api/census/city-stats?city=Atlantis&state=CA')).statusCode).toBe(404);
      expect(await setup.fake.requests()).toEqual([]);
      for (const mode of ['error', 'slow', 'malformed'] as const) {
        await setup.fake.mode('census', mode);
        providerError(await get(gateway, STATS), 502, 'PROVIDER_ERROR');
      }
    });
  });
});
