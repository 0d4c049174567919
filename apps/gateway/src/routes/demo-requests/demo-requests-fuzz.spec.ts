import { DemoFormInput, demoRequestBody, IntakeResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { contentType, expectNoServerError, FUZZ_RUNS, fuzzedPayload, fuzzedQuery } from '../../test/intake-fuzz';

/** Both forms' bodies: each field of them mutated, dropped or joined by random keys, as JSON or not. */
const valid = (formName: 'basic' | 'extended') =>
  demoRequestBody(
    DemoFormInput.parse({
      formName,
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.com',
      title: 'Director',
      companyName: 'Fuzz Inc',
      industry: 'Real Estate Firm',
      region: 'Northwest',
      phone: '+1 408 555 0100',
      website: 'fuzz.example',
      regions__msas__markets: 'Bay Area',
      cities_counties_covered: 'Saratoga',
      current_tracking_methods: 'Agendas',
      how_civicbrief_helps: 'Summaries',
      terms: true,
    }),
    'http://localhost:3000/contact',
  );

describe.each(testDrivers)('POST /api/demo-requests under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { INTAKE_RATE_LIMIT: '100000' }),
  }));

  it.each(['basic', 'extended'] as const)(
    `never answers a 5xx, and every answer is its contract (${FUZZ_RUNS} random %s bodies)`,
    async (formName) => {
      await fc.assert(
        fc.asyncProperty(fuzzedPayload(valid(formName)), fuzzedQuery(''), contentType, async (payload, query, type) =>
          expectNoServerError(
            setup.app,
            { method: 'POST', path: '/api/demo-requests', query, payload, contentType: type },
            IntakeResult,
          ),
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});
