import { IntakeResult, SurveySummaryResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';
import {
  contentType,
  expectNoServerError,
  FUZZ_RUNS,
  fuzzedPayload,
  fuzzedQuery,
  opsAuthorization,
} from '../../test/intake-fuzz';

/** Both surveys' records: each field mutated, dropped or joined by random keys, as JSON or not. */
const records = {
  subscription: {
    event: 'SubscriptionFeedbackSurvey',
    content: 'Yes',
    extraContent: 'More zoning',
    clarity: 'No',
    extraClarity: '',
    accuracy: 'Sometimes',
    extraAccuracy: '',
    frequency: 'Yes',
    extraFrequency: '',
    overall: 'Awesome',
    extraOverall: '',
    contact: 'No',
    id: 'fuzz-subscriber',
    state: 'California',
    city: 'Saratoga',
    county: 'Santa Clara County',
  },
  saratoga: {
    event: 'SaratogaFeedbackSurvey',
    firstQuestion: 'council-decisions roads-traffic',
    secondQuestion: 'Less often',
    thirdQuestion: 'No',
    fourthQuestion: 'Yes',
    fourthQuestion2: 'Trees',
    fifthQuestion: 'Library and senior services',
    sixthQuestion: 'How to read a meeting agenda',
    seventhQuestion: 'Somewhat',
    seventhQuestion2: '',
    eighthQuestion: 'Yes',
    step: 9,
    id: 'fuzz-saratoga',
    state: 'California',
    city: 'Saratoga',
    county: 'Santa Clara County',
  },
};

describe.each(testDrivers)('POST /api/survey under random input on %s', (driver) => {
  const opsToken = 'an-operator-token-for-fuzzing';
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { INTAKE_RATE_LIMIT: '100000', OPS_TOKEN: opsToken }),
  }));

  it.each(['subscription', 'saratoga'] as const)(
    `never answers a 5xx, and every answer is its contract (${FUZZ_RUNS} random %s bodies)`,
    async (survey) => {
      await fc.assert(
        fc.asyncProperty(fuzzedPayload(records[survey]), fuzzedQuery(''), contentType, async (payload, query, type) =>
          expectNoServerError(
            setup.app,
            { method: 'POST', path: '/api/survey', query, payload, contentType: type },
            IntakeResult,
          ),
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
  );

  it(`never answers GET /api/ops/surveys with a 5xx (${FUZZ_RUNS} random requests)`, async () => {
    await setup.app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: records.saratoga,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    await fc.assert(
      fc.asyncProperty(fuzzedQuery('format=json', ['format']), opsAuthorization(opsToken), async (query, auth) =>
        expectNoServerError(
          setup.app,
          { method: 'GET', path: '/api/ops/surveys', query, headers: auth ? { authorization: auth } : {} },
          SurveySummaryResult,
        ),
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
