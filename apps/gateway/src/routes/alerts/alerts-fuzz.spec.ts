import { AlertLinkResult, AlertManageResult, AlertStatusResult, IntakeResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import type * as z from 'zod';
import { signAlertLink } from '../../alerts/links';
import { signLink } from '../../newsletter/links';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { freshClient } from '../../test/intake';
import { contentType, expectNoServerError, fuzzedPayload, fuzzedQuery, fuzzRuns } from '../../test/intake-fuzz';

/** Fewer than the intake fuzz's 1000 per route, over the drivers: six routes. */
const RUNS = fuzzRuns(300);
const secret = 'alert-link-secret-for-fuzzing-0123456789';

/** Every alert call under random input: never a 5xx, every answer JSON of its contract (decision 036). */
describe.each(testDrivers)('alert routes under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const app = await testApp(database, {
      INTAKE_RATE_LIMIT: '100000',
      NEWSLETTER_LINK_SECRET: secret,
      CONFIRMATION_MAILS_PER_DAY: '100',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { search: { q: 'fuzz' }, email: 'fuzz@example.com', frequency: 'daily' },
      headers: { 'x-forwarded-for': freshClient() },
    });
    return { app, alertId: created.json().id as string };
  });

  const token = () =>
    fc.oneof(
      fc.constantFrom(
        ...(['confirm', 'unsubscribe', 'manage'] as const).map((purpose) =>
          signAlertLink(secret, purpose, setup.alertId),
        ),
      ),
      fc.constantFrom(
        signLink(secret, 'data', setup.alertId),
        `${signAlertLink(secret, 'manage', setup.alertId)}x`,
        '\u0000',
        '\ud800',
        'x'.repeat(10_000),
      ),
      fc.string({ maxLength: 200 }),
    );
  const run = <T>(arbitrary: fc.Arbitrary<T>, send: (input: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, send), { numRuns: RUNS });

  const search = {
    q: '"bike lanes" or trails -cars',
    state: 'ca',
    city: 'saratoga',
    type: 'city-council',
    from: '2025-01-01',
    to: '2025-12-31',
  };
  const bodyRoutes: [string, string, unknown, z.core.$ZodType][] = [
    ['/api/alerts', '', { search, email: 'fuzz@example.com', frequency: 'immediate', source: '/search' }, IntakeResult],
    ['/api/alerts/confirm', '', { token: 'x' }, AlertStatusResult],
    ['/api/alerts/unsubscribe', 'token=x', { token: 'x' }, AlertStatusResult],
    [
      '/api/alerts/manage',
      '',
      { action: 'update', token: 'x', alertId: '00000000-0000-4000-8000-000000000000', frequency: 'weekly' },
      AlertManageResult,
    ],
  ];

  it.each(bodyRoutes)('never answers POST %s with a 5xx', async (path, query, valid, result) => {
    const input = fc.tuple(fuzzedPayload(valid), fuzzedQuery(query, ['token']), contentType, token());
    await run(input, ([payload, randomQuery, type, randomToken]) => {
      const withToken = payload?.replace('"token":"x"', JSON.stringify({ token: randomToken }).slice(1, -1));
      return expectNoServerError(
        setup.app,
        {
          method: 'POST',
          path,
          query: randomQuery,
          payload: withToken,
          contentType: type,
          headers: { 'x-forwarded-for': freshClient() },
        },
        result,
      );
    });
  });

  it.each([
    ['/api/alerts/link', AlertLinkResult],
    ['/api/alerts/manage', AlertManageResult],
  ] as const)('never answers GET %s with a 5xx', async (path, result) => {
    const input = token().chain((value) => fuzzedQuery(new URLSearchParams({ token: value }).toString(), ['token']));
    await run(input, (query) =>
      expectNoServerError(
        setup.app,
        { method: 'GET', path, query, headers: { 'x-forwarded-for': freshClient() } },
        result,
      ),
    );
  });
});
