import { CityStatsResult, ListingsResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import { testDrivers } from '../test/databases';
import { startFakeProviders } from '../test/fake-providers';
import { freshClient } from '../test/intake';
import {
  expectNoServerError,
  FUZZ_RUNS,
  fuzzedPlaces,
  providerQuery,
  type FuzzedProviderRoute,
} from '../test/intake-fuzz';
import { gatewayTest, testApp } from '../test/gateway-test';

/**
 * GET /api/mls/listings and GET /api/census/city-stats under random queries while their fake provider now and
 * then fails, hangs or answers nonsense: never a 5xx but the documented 502/503, every answer JSON of its contract.
 */
describe.each(testDrivers)('listings and census under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const fake = await startFakeProviders(2000);
    const env = {
      ...fake.env({ rapidApi: true }),
      PROVIDER_TIMEOUT_MS: '200',
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_BREAKER_OPEN_MS: '200',
    };
    // No cache: every request that reaches a handler asks the fake, so its modes are met.
    const app = await testApp(database, {
      ...env,
      LISTINGS_CACHE_TTL_MS: '0',
      CENSUS_CACHE_TTL_MS: '0',
      PROVIDER_STALE_MS: '0',
    });
    return { app, fake };
  });

  const places = [...fuzzedPlaces, 'Ventura'];
  const routes: FuzzedProviderRoute[] = [
    [
      '/api/mls/listings',
      ['location', 'home_type', 'status_type'],
      fc.record({
        location: fc.oneof(fc.constantFrom(...places), fc.string({ maxLength: 130 })),
        home_type: fc.oneof(fc.constantFrom('Houses', 'Condos', ''), fc.string({ maxLength: 10 })),
        status_type: fc.oneof(fc.constantFrom('ForSale', 'ForRent'), fc.string({ maxLength: 10 })),
      }),
      ListingsResult,
    ],
    [
      '/api/census/city-stats',
      ['city', 'state'],
      fc.record({
        city: fc.oneof(
          fc.constantFrom('Saratoga', 'Los Altos Hills', 'San Jose', 'Atlantis', ''),
          fc.string({ maxLength: 90 }),
        ),
        state: fc.oneof(fc.constantFrom('CA', 'California', 'TX', 'zz', ''), fc.string({ maxLength: 45 })),
      }),
      CityStatsResult,
    ],
  ];
  it.each(routes)(
    `never answers GET %s with a 5xx but its provider answers (${FUZZ_RUNS} random requests)`,
    async (path, keys, values, result) => {
      await fc.assert(
        fc.asyncProperty(providerQuery(keys, values), async ([query, mode]) => {
          await setup.fake.mode('*', mode, 1);
          await expectNoServerError(
            setup.app,
            { method: 'GET', path, query, headers: { 'x-forwarded-for': freshClient() }, providerCall: true },
            result,
          );
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});
