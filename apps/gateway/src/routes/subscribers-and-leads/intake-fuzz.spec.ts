import { CustomerAttributesResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import { testDrivers } from '../../test/databases';
import {
  cityBody,
  identifyBody,
  newsletterBody,
  onboardingBody,
  post,
  realEstateBody,
  rsvpBody,
  urls,
} from '../../test/intake';
import { contentType, expectNoServerError, FUZZ_RUNS, fuzzedPayload, fuzzedQuery } from '../../test/intake-fuzz';
import { gatewayTest, testApp } from '../../test/gateway-test';

/** Each write with its path, the query it expects and a valid body to mutate. */
const writes: [string, string, string, unknown][] = [
  ['entityCreate', '/api/customerio/entityCreate', 'workflow=newsletter', identifyBody('fuzz@example.com')],
  [
    'subscribe?workflow=newsletter',
    '/api/customerio/subscribe',
    'workflow=newsletter',
    newsletterBody('fuzz@example.com'),
  ],
  ['subscribe (onboarding)', '/api/customerio/subscribe', '', onboardingBody('fuzz@example.com')],
  ['real-state-subscribe', '/api/customerio/real-state-subscribe', '', realEstateBody('fuzz@example.com')],
  [
    'events',
    '/api/customerio/events',
    'identifier=fuzz%40example.com&workflow=newsletter',
    rsvpBody('fuzz@example.com'),
  ],
  [
    'events (survey)',
    '/api/customerio/events',
    'identifier=fuzz%40example.com&workflow=newsletter',
    { name: 'SubscriptionFeedbackSurvey', data: { event: 'SubscriptionFeedbackSurvey', outreach: 'Yes' } },
  ],
  ['rds/request_a_city', '/api/rds/request_a_city', '', cityBody('Fuzzville', { email: 'f@b.co' })],
];

describe.each(testDrivers)('intake calls under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const app = await testApp(database, { INTAKE_RATE_LIMIT: '100000' });
    // A known person, so that lookups and events also take their found paths.
    const knownId: string = (await post(app, urls.identify, identifyBody('fuzz@example.com'))).json().id;
    return { app, knownId };
  });

  it.each(writes)(
    `never answers POST %s with a 5xx (${FUZZ_RUNS} random requests)`,
    async (_name, path, query, valid) => {
      await fc.assert(
        fc.asyncProperty(fuzzedPayload(valid), fuzzedQuery(query), contentType, async (payload, randomQuery, type) =>
          expectNoServerError(setup.app, { method: 'POST', path, query: randomQuery, payload, contentType: type }),
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
  );

  it(`never answers GET customersAttributes with a 5xx (${FUZZ_RUNS} random queries)`, async () => {
    const identifier = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.uuid(),
      fc.emailAddress(),
      fc.constantFrom(setup.knownId, setup.knownId.toUpperCase(), 'FUZZ@example.com', '%00', ''),
    );
    const query = fc.oneof(
      identifier.map((value) => `identifier=${encodeURIComponent(value)}`),
      fuzzedQuery('identifier=fuzz%40example.com'),
    );
    await fc.assert(
      fc.asyncProperty(query, async (randomQuery) =>
        expectNoServerError(
          setup.app,
          { method: 'GET', path: '/api/customerio/customersAttributes', query: randomQuery },
          CustomerAttributesResult,
        ),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
