import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { cityBody, intakeApp } from '../../test/intake';
import { contentType, expectNoServerError, FUZZ_RUNS, fuzzedPayload, fuzzedQuery } from '../../test/intake-fuzz';

describe.each(testDrivers)('request a city under random input on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await intakeApp(database, { INTAKE_RATE_LIMIT: '100000' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it(`never answers POST /api/rds/request_a_city with a 5xx (${FUZZ_RUNS} random requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedPayload(cityBody('Fuzzville', { email: 'f@b.co' })), fuzzedQuery(''), contentType, async (payload, query, type) =>
        expectNoServerError(app, { method: 'POST', path: '/api/rds/request_a_city', query, payload, contentType: type }),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
