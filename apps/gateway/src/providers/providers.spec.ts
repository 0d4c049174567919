import { PetsAdoptableResult, ProviderErrorResult, SchoolsResult, WeatherForecastResult } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import { testDrivers } from '../test/databases';
import { startFakeProviders } from '../test/fake-providers';
import { gatewayTest, testApp } from '../test/gateway-test';

/**
 * The weather, schools and pets calls against tools/fake-providers (real HTTP on loopback): exact mapping of
 * each provider's answer, bad input, failures answered fast, stale-if-error, the circuit breaker, Petfinder's token.
 */
const TODAY = '2026-03-02';
// Room for a busy two-core machine in the tests that expect answers; the failure tests set a short timeout.
const fast = { PROVIDER_TIMEOUT_MS: '3000', PROVIDER_RETRY_DELAY_MS: '10' };
// The slow fake hangs longer than a test may run (jest's 90 s): a gateway waiting for it fails the test by timeout.
const HANG_MS = 600_000;

describe.each(testDrivers)('outside providers on %s', (driver) => {
  const setup = gatewayTest(driver, async () => ({ fake: await startFakeProviders(HANG_MS) }));
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string> = {}, keys: Parameters<typeof setup.fake.env>[0] = {}) => {
    const built = await testApp(setup.database, { ...setup.fake.env(keys), ...fast, ...env });
    apps.push(built);
    return built;
  };
  beforeEach(async () => {
    await setup.fake.reset();
    await setup.fake.today(TODAY);
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
  });
  const get = (target: FastifyInstance, url: string) => target.inject({ method: 'GET', url });
  const pets = (target: FastifyInstance, location: unknown) =>
    target.inject({ method: 'POST', url: '/api/pets/adoptable', payload: { location } });

  it('maps the National Weather Service forecast into forecast.forecastday, day by day', async () => {
    const gateway = await app();
    const response = await get(gateway, '/api/weather/forecast?q=Saratoga,%20CA&days=3');
    expect(response.statusCode).toBe(200);
    const body = WeatherForecastResult.parse(response.json());
    const icon = (name: string) => `${setup.fake.url}/icons/land/day/${name}?size=medium`;
    expect(body.forecast.forecastday).toEqual([
      { date: '2026-03-02', day: { mintemp_f: 45, maxtemp_f: 60, condition: { text: 'Sunny', icon: icon('skc') } } },
      {
        date: '2026-03-03',
        day: { mintemp_f: 46, maxtemp_f: 61, condition: { text: 'Partly Cloudy', icon: icon('sct') } },
      },
      {
        date: '2026-03-04',
        day: { mintemp_f: 47, maxtemp_f: 62, condition: { text: 'Mostly Cloudy', icon: icon('bkn') } },
      },
    ]);
    expect(body.source).toMatchObject({ provider: 'nws', stale: false });
    expect(response.headers['cache-control']).toContain('public');
    const paths = (await setup.fake.requests()).map((request) => request.path);
    expect(paths).toEqual([
      expect.stringMatching(/^\/points\/37\.\d{1,4},-122\.\d{1,4}$/),
      expect.stringMatching(/^\/gridpoints\/MTR\/\d+,\d+\/forecast$/),
    ]);
    // The default is 7 days, read from the same cached forecast (the grid and forecast are not asked again).
    const week = WeatherForecastResult.parse(
      (await get(gateway, '/api/weather/forecast?q=ca/santa-clara-county/saratoga')).json(),
    );
    expect(week.forecast.forecastday).toHaveLength(7);
    expect(await setup.fake.requests()).toHaveLength(2);
  });

  it('uses WeatherAPI.com with WEATHERAPI_KEY, its icons made absolute', async () => {
    const gateway = await app({}, { weatherApi: true });
    const body = WeatherForecastResult.parse((await get(gateway, '/api/weather/forecast?q=Saratoga&days=2')).json());
    expect(body.forecast.forecastday).toEqual([
      {
        date: '2026-03-02',
        day: {
          mintemp_f: 45,
          maxtemp_f: 60,
          condition: { text: 'Sunny', icon: 'https://cdn.weatherapi.com/weather/64x64/day/113.png' },
        },
      },
      {
        date: '2026-03-03',
        day: {
          mintemp_f: 46,
          maxtemp_f: 61,
          condition: { text: 'Partly Cloudy', icon: 'https://cdn.weatherapi.com/weather/64x64/day/116.png' },
        },
      },
    ]);
    expect(body.source.provider).toBe('weatherapi');
    const [request] = await setup.fake.requests();
    expect(request.path).toMatch(/^\/v1\/forecast\.json\?key=fake-weatherapi-key&q=37\.\d+%2C-122\.\d+&days=2/);
  });

  it("maps the NCES directory into GreatSchools' shape without a key: NOT RATED, NCES links, metrics when reported", async () => {
    const gateway = await app();
    const body = SchoolsResult.parse((await get(gateway, '/api/schools?city=Saratoga&state=CA')).json());
    expect(body.source.provider).toBe('nces');
    expect(body.schools).toHaveLength(6);
    expect(body.schools[0]).toEqual({
      'universal-id': '061000000000',
      name: 'LINCOLN ELEMENTARY',
      rating: 'NOT RATED',
      'level-codes': 'e',
      level: 'K,1,2,3,4,5',
      'overview-url': 'https://nces.ed.gov/ccd/schoolsearch/school_detail.asp?ID=061000000000',
      street: '100 MAIN ST',
      city: 'SARATOGA',
      state: 'CA',
      zip: '95070',
      metrics: { enrollment: 300, 'student-teacher-ratio': 20 },
    });
    expect(body.schools[3]).toMatchObject({ 'level-codes': 'e,m', level: 'K,1,2,3,4,5,6,7,8' });
    expect(body.schools[4].level).toBe('PK,K,1,2,3,4,5');
    expect(body.schools[5].metrics).toEqual({});
    const [request] = await setup.fake.requests();
    expect(request.path).toBe('/api/v1/schools/ccd/directory/2022/?fips=6&city_location=SARATOGA');
    const publicOnly = SchoolsResult.parse(
      (await get(gateway, '/api/schools?city=saratoga&state=California&limit=2&school_type=public')).json(),
    );
    expect(publicOnly.schools.map((school) => school.name)).toEqual(['LINCOLN ELEMENTARY', 'WASHINGTON MIDDLE']);
    const charter = SchoolsResult.parse(
      (await get(gateway, '/api/schools?city=Saratoga&state=CA&school_type=charter')).json(),
    );
    expect(charter.schools.map((school) => school.name)).toEqual(['ROOSEVELT K-8 CHARTER']);
  });

  it("uses GreatSchools with GREATSCHOOLS_API_KEY, with each school's metrics", async () => {
    const gateway = await app({}, { greatSchools: true });
    const body = SchoolsResult.parse((await get(gateway, '/api/schools?city=Saratoga&state=CA&limit=5')).json());
    expect(body.source.provider).toBe('greatschools');
    expect(body.schools).toHaveLength(5);
    expect(body.schools[0]).toEqual({
      'universal-id': '0610000',
      name: 'Lincoln Elementary',
      rating: 10,
      'level-codes': 'e',
      level: 'K,1,2,3,4,5',
      'overview-url': 'https://www.greatschools.org/california/saratoga/10000-Lincoln-Elementary/',
      street: '100 Main St',
      city: 'Saratoga',
      state: 'CA',
      zip: '95070',
      metrics: { enrollment: 400, 'student-teacher-ratio': 18 },
    });
    expect(body.schools[4].rating).toBe('NOT RATED');
    const paths = (await setup.fake.requests()).map((request) => request.path);
    expect(paths[0]).toBe('/schools?city=Saratoga&state=CA&limit=5&school_type=public%2Ccharter');
    expect(paths.filter((path) => path.endsWith('/metrics'))).toHaveLength(5);
  });

  it('answers pets NOT_CONFIGURED (503) without Petfinder keys, and never calls it', async () => {
    const response = await pets(await app(), 'Saratoga, CA');
    expect(response.statusCode).toBe(503);
    expect(ProviderErrorResult.parse(response.json()).code).toBe('NOT_CONFIGURED');
    expect(await setup.fake.requests()).toEqual([]);
  });

  it("maps Petfinder's animals, reuses its token and fetches a new one on a 401", async () => {
    // The fake's photos are images in data: URLs (nothing to fetch offline); Petfinder's are CDN URLs.
    const offlinePhoto = expect.stringMatching(/^data:image\/svg\+xml,/);
    const gateway = await app({}, { petfinder: true });
    const first = await pets(gateway, 'Saratoga, CA');
    expect(first.statusCode).toBe(200);
    const { animals } = PetsAdoptableResult.parse(first.json());
    expect(animals).toHaveLength(4);
    expect(animals[1]).toEqual({
      id: 70000001,
      name: 'Luna',
      url: 'https://www.petfinder.com/dog/luna-70000001/ca/saratoga/fake-shelter-ca123/',
      photos: [{ small: offlinePhoto, medium: offlinePhoto, large: offlinePhoto, full: offlinePhoto }],
      breeds: { primary: 'Domestic Short Hair' },
      gender: 'Female',
      age: 'Young',
      size: 'Medium',
      tags: ['Friendly', 'Playful'],
    });
    expect((await pets(gateway, 'Palo Alto, California')).statusCode).toBe(200);
    const tokenCalls = async () =>
      (await setup.fake.requests()).filter((request) => request.path === '/v2/oauth2/token');
    expect(await tokenCalls()).toHaveLength(1);
    await setup.fake.expireTokens();
    expect((await pets(gateway, 'Los Gatos, CA')).statusCode).toBe(200);
    expect(await tokenCalls()).toHaveLength(2);
    const statuses = (await setup.fake.requests())
      .filter((request) => request.path.startsWith('/v2/animals'))
      .map((request) => request.status);
    expect(statuses).toEqual([200, 200, 401, 200]);
  });

  it.each([
    ['/api/weather/forecast?q=Saratoga&days=0', 'days'],
    ['/api/weather/forecast?q=Saratoga&days=15', 'days'],
    [`/api/weather/forecast?q=${'x'.repeat(121)}`, 'q'],
    ['/api/weather/forecast?q=%3Cscript%3E', 'q'],
    ['/api/weather/forecast', 'q'],
    ['/api/schools?city=Saratoga&state=CA&limit=26', 'limit'],
    ['/api/schools?city=Saratoga&state=CA&school_type=religious', 'school_type'],
    ['/api/schools?state=CA', 'city'],
  ])('answers %s with a 400 naming %s', async (url, field) => {
    const response = await get(await app(), url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
  });

  it('answers a bad pets body with a 400 and an unknown city with a 404', async () => {
    const gateway = await app({}, { petfinder: true });
    expect((await pets(gateway, 'Saratoga')).json().fieldErrors).toHaveProperty('location');
    expect((await pets(gateway, 'x'.repeat(200))).statusCode).toBe(400);
    expect((await pets(gateway, 'Atlantis, CA')).statusCode).toBe(404);
    expect((await get(gateway, '/api/weather/forecast?q=Atlantis')).statusCode).toBe(404);
    expect((await get(gateway, '/api/schools?city=Saratoga&state=TX')).statusCode).toBe(404);
    expect(await setup.fake.requests()).toEqual([]);
  });

  it.each(['error', 'malformed', 'slow'] as const)(
    'answers 502 PROVIDER_ERROR when the provider answers %s and nothing is cached, in time',
    async (mode) => {
      const gateway = await app({ PROVIDER_TIMEOUT_MS: '300' });
      await setup.fake.mode('*', mode);
      const responses = await Promise.all([
        get(gateway, '/api/weather/forecast?q=Saratoga'),
        get(gateway, '/api/schools?city=Saratoga&state=CA'),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(502);
        expect(ProviderErrorResult.parse(response.json())).toMatchObject({ code: 'PROVIDER_ERROR', statusCode: 502 });
        expect(response.body).not.toMatch(/stack|at .*\.ts|127\.0\.0\.1/);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('serves the last good answer, marked stale, when the provider fails (stale-if-error)', async () => {
    const gateway = await app({ WEATHER_CACHE_TTL_MS: '0' });
    const good = WeatherForecastResult.parse((await get(gateway, '/api/weather/forecast?q=Saratoga')).json());
    await setup.fake.mode('nws', 'error');
    const response = await get(gateway, '/api/weather/forecast?q=Saratoga');
    expect(response.statusCode).toBe(200);
    const stale = WeatherForecastResult.parse(response.json());
    expect(stale.forecast).toEqual(good.forecast);
    expect(stale.source).toEqual({ ...good.source, stale: true });
    expect((await setup.fake.requests()).filter((request) => request.status === 500)).toHaveLength(2);
  });

  it('opens the circuit after repeated failures (503 at once, the provider left alone) and closes it when the provider is back', async () => {
    const gateway = await app({ PROVIDER_BREAKER_FAILURES: '2', PROVIDER_BREAKER_OPEN_MS: '400' });
    await setup.fake.mode('urban', 'error');
    expect((await get(gateway, '/api/schools?city=Saratoga&state=CA')).statusCode).toBe(502);
    const asked = (await setup.fake.requests()).length;
    const open = await get(gateway, '/api/schools?city=Saratoga&state=CA');
    expect(open.statusCode).toBe(503);
    expect(ProviderErrorResult.parse(open.json()).code).toBe('PROVIDER_UNAVAILABLE');
    expect(open.headers['retry-after']).toBe('1');
    expect(await setup.fake.requests()).toHaveLength(asked);
    expect(gateway.providers.circuits()).toMatchObject({ nces: expect.stringMatching(/1|open/i) });
    await setup.fake.mode('urban', 'ok');
    await new Promise((done) => setTimeout(done, 450));
    expect((await get(gateway, '/api/schools?city=Saratoga&state=CA')).statusCode).toBe(200);
    expect((await get(gateway, '/api/schools?city=Saratoga&state=CA&limit=3')).statusCode).toBe(200);
  });
});
