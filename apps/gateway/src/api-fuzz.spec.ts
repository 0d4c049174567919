import {
  ContentExtraResult,
  ErrorResult,
  PetsAdoptableResult,
  SchoolsResult,
  WeatherForecastResult,
  HealthResult,
  NewsletterEraseResult,
  NewsletterExport,
  NewsletterLinkResult,
  NewsletterStatusResult,
  OutboxCountsResult,
  ReadinessResult,
  SavedLocationsResult,
  DashboardSummariesResult,
  SessionResult,
} from '@civicbrief/contracts';
import fc from 'fast-check';
import * as z from 'zod';
import { createSavedLocationsRepository } from '@civicbrief/gateway-db';
import { createPagesRepository } from './content/pages-repository';
import { signLink } from './newsletter/links';
import { cookiePair, login } from './test/accounts';
import { loadContentFixtures, saratoga } from './test/content-fixtures';
import { testDrivers } from './test/databases';
import { startFakeProviders } from './test/fake-providers';
import { freshClient } from './test/intake';
import {
  contentType,
  expectNoServerError,
  FUZZ_RUNS,
  fuzzedPayload,
  fuzzedPlaces,
  fuzzedQuery,
  opsAuthorization,
  providerMode,
  providerQuery,
  type FuzzedProviderRoute,
  type FuzzRequest,
} from './test/intake-fuzz';
import { seedPerson } from './test/newsletter-records';
import { gatewayTest, testApp } from './test/gateway-test';

/**
 * Every API route the intake fuzz tests do not cover, under random input: no answer is a 5xx, and every
 * answer is JSON of its contract. Each request comes from an address of its own, so the per-client limits
 * let the inputs reach the handlers.
 */
const linkSecret = 'newsletter-link-secret-for-fuzzing';
const opsToken = 'an-operator-token-for-fuzzing';
const password = 'a long enough password';

const GraphQLAnswer = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});
const graphqlError = z.union([GraphQLAnswer, ErrorResult]);
const documents = [
  `query($citySlug: String!, $skip: Int, $limit: Int) { pageCollection(where: { slug_contains: $citySlug }, skip: $skip, limit: $limit) { total items { slug title props } } }`,
  `query($slug: String!, $preview: Boolean) { page(slug: $slug, preview: $preview) { slug status content { block props } sys { id publishedAt } } }`,
  `query($slugs: [String!]) { pageCollection(where: { slug_in: $slugs }, order: [slug_ASC]) { items { slug metaConfiguration { keywords { content } } } } }`,
  `{ pageCollection(where: { slug_contains_some: ["saratoga", "palo"], tags_contains_all: ["meeting-summary"] }) { total } }`,
];
const excessiveDocuments = [
  `{ ${'pageCollection { items { '.repeat(2000)}slug${' } }'.repeat(2000)} }`,
  `{ pageCollection { items { ${Array.from({ length: 5000 }, (_, i) => `a${i}: props`).join(' ')} } } }`,
  `{ pageCollection(where: { slug_in: [${Array.from({ length: 2000 }, (_, i) => `"s${i}"`).join(',')}] }) { total } }`,
  `{ ${Array.from({ length: 1000 }, (_, i) => `p${i}: page(slug: "${i}") { slug }`).join(' ')} }`,
  '{ page(slug: "\u0000") { slug } }',
  '{ page(slug: "\ud800") { slug } }',
];
const graphqlDocument = fc.oneof(
  { arbitrary: fc.constantFrom(...documents), weight: 12 },
  { arbitrary: fc.constantFrom(...excessiveDocuments), weight: 1 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 3 },
);
const graphqlVariables = fc.oneof(
  fc.record(
    {
      citySlug: fc.string(),
      slug: fc.string(),
      slugs: fc.array(fc.string(), { maxLength: 50 }),
      skip: fc.integer(),
      limit: fc.integer(),
      preview: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
const graphqlBody = fc.oneof(
  {
    arbitrary: fc.record({ query: graphqlDocument, variables: graphqlVariables }).map((body) => JSON.stringify(body)),
    weight: 3,
  },
  { arbitrary: fuzzedPayload({ query: documents[0], variables: { citySlug: saratoga, limit: 5 } }), weight: 2 },
);

describe.each(testDrivers)('every API route under random input on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadContentFixtures(createPagesRepository(database.db));
    // The outside providers answer from tools/fake-providers: now well, now failing (502/503 are documented answers).
    const fakeProviders = await startFakeProviders(2000);
    const providerEnv = {
      ...fakeProviders.env({ petfinder: true }),
      PROVIDER_TIMEOUT_MS: '200',
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_BREAKER_OPEN_MS: '200',
    };
    const app = await testApp(database, {
      ...providerEnv,
      INTAKE_RATE_LIMIT: '100000',
      NEWSLETTER_LINK_SECRET: linkSecret,
      OPS_TOKEN: opsToken,
      PREVIEW_SECRET: 'preview-secret-for-fuzzing',
    });
    // Made by the app's own repository, so its hash (and the unknown-email decoy) has the test app's cheap cost:
    // every fuzzed sign-in costs about 2 ms of scrypt instead of 50.
    const user = await app.users.create({ email: 'fuzz@example.com', password, name: 'Fuzz' });
    const place = { city: 'Saratoga', county: 'Santa Clara County', state: 'California', slug: saratoga };
    const locationId = (await createSavedLocationsRepository(database.db).save(user.id, place)).id;
    const subscriberId = (await seedPerson(database.db, 'subscriber@example.com')).subscriptions[0].id;
    const cookie = cookiePair(await login(app, 'fuzz@example.com', password));
    return { app, cookie, userId: user.id, locationId, subscriberId, fakeProviders };
  });

  /** Random values next to the ones that reach deeper: a valid session, token or id. */
  const token = () =>
    fc.oneof(
      fc.constantFrom(
        signLink(linkSecret, 'confirm', setup.subscriberId),
        signLink(linkSecret, 'unsubscribe', setup.subscriberId),
        signLink(linkSecret, 'data', setup.subscriberId),
      ),
      fc.constantFrom(
        signLink('another-secret-entirely', 'data', setup.subscriberId),
        `${signLink(linkSecret, 'data', setup.subscriberId)}x`,
        '\u0000',
        '\ud800',
        'x'.repeat(10_000),
      ),
      fc.string({ maxLength: 200 }),
    );
  const cookies = () =>
    fc.oneof(
      fc.constant(setup.cookie),
      fc.constant(`${setup.cookie}x`),
      fc.string({ maxLength: 100 }).map((value) => `cb_session=${value}`),
      fc.string(),
    );
  const fresh = (headers: Record<string, string> = {}) => ({ 'x-forwarded-for': freshClient(), ...headers });

  // Every route gets FUZZ_RUNS inputs, sign-in too: the test app hashes passwords at a cheap cost (test/databases.ts).
  const run = <T>(arbitrary: fc.Arbitrary<T>, send: (input: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, send), { numRuns: FUZZ_RUNS });

  const bodyRoutes: [string, string, unknown, z.core.$ZodType][] = [
    ['/api/auth/login', '', { email: 'fuzz@example.com', password }, SessionResult],
    ['/api/auth/logout', '', {}, z.null()],
    ['/api/newsletter/confirm', '', { token: 'x' }, NewsletterStatusResult],
    ['/api/newsletter/unsubscribe', 'token=x', { token: 'x' }, NewsletterStatusResult],
    ['/api/newsletter/erase', '', { token: 'x' }, NewsletterEraseResult],
  ];

  it.each(bodyRoutes)(
    `never answers POST %s with a 5xx (${FUZZ_RUNS} random requests)`,
    async (path, query, valid, result) => {
      const input = fc.tuple(fuzzedPayload(valid), fuzzedQuery(query, ['token']), contentType, token(), cookies());
      await run(input, ([payload, randomQuery, type, randomToken, randomCookie]) => {
        // Half the bodies carry a real token or session, so the handlers' own paths are fuzzed too.
        const withToken = payload?.replace('"token":"x"', JSON.stringify({ token: randomToken }).slice(1, -1));
        const request: FuzzRequest = {
          method: 'POST',
          path,
          query: randomQuery,
          payload: withToken,
          contentType: type,
          headers: fresh({ cookie: randomCookie }),
        };
        return expectNoServerError(setup.app, request, result);
      });
    },
  );

  const queryRoutes: [string, string[], z.core.$ZodType][] = [
    ['/api/content/extra', ['slug'], ContentExtraResult],
    ['/api/newsletter/link', ['token'], NewsletterLinkResult],
    ['/api/newsletter/unsubscribe', ['token'], z.null()],
    ['/api/newsletter/export', ['token'], NewsletterExport],
    ['/api/realState/locations', ['userId'], SavedLocationsResult],
    ['/api/realState/summaries', ['userId', 'locationId'], DashboardSummariesResult],
    ['/api/auth/session', [], SessionResult],
    ['/api/ops/outbox', [], OutboxCountsResult],
    ['/healthz', [], HealthResult],
    ['/readyz', [], ReadinessResult],
  ];

  it.each(queryRoutes)(`never answers GET %s with a 5xx (${FUZZ_RUNS} random requests)`, async (path, keys, result) => {
    const valid = fc
      .tuple(
        token(),
        fc.constantFrom(setup.userId, `${setup.userId}x`, '\u0000'),
        fc.constantFrom(setup.locationId, 'x', '%00'),
      )
      .map(([randomToken, user, location]) =>
        // URLSearchParams, not encodeURIComponent: a lone surrogate becomes U+FFFD instead of an exception.
        new URLSearchParams(
          keys.map((key) => [
            key,
            { slug: 'voter-guide/saratoga-mayor-race', token: randomToken, userId: user, locationId: location }[key] ??
              '',
          ]),
        ).toString(),
      );
    const input = fc.tuple(
      valid.chain((query) => fuzzedQuery(query, keys)),
      cookies(),
      opsAuthorization(opsToken),
    );
    await run(input, ([query, randomCookie, randomAuthorization]) =>
      expectNoServerError(
        setup.app,
        { method: 'GET', path, query, headers: fresh({ cookie: randomCookie, authorization: randomAuthorization }) },
        result,
      ),
    );
  });

  const places = [...fuzzedPlaces, 'Springfield'];
  const providerQueries: FuzzedProviderRoute[] = [
    [
      '/api/weather/forecast',
      ['q', 'days'],
      fc.record({
        q: fc.oneof(fc.constantFrom(...places), fc.string({ maxLength: 130 })),
        days: fc.oneof(fc.integer({ min: -2, max: 16 }).map(String), fc.string({ maxLength: 5 })),
      }),
      WeatherForecastResult,
    ],
    [
      '/api/schools',
      ['city', 'state', 'limit', 'school_type'],
      fc.record({
        city: fc.oneof(fc.constantFrom('Saratoga', 'Palo Alto', 'Atlantis', ''), fc.string({ maxLength: 90 })),
        state: fc.constantFrom('CA', 'California', 'TX', 'zz', ''),
        limit: fc.oneof(fc.integer({ min: -1, max: 30 }).map(String), fc.string({ maxLength: 4 })),
        school_type: fc.constantFrom('(public or charter)', 'public', 'charter', 'private', 'x'),
      }),
      SchoolsResult,
    ],
  ];
  it.each(providerQueries)(
    `never answers GET %s with a 5xx but its provider answers (${FUZZ_RUNS} random requests)`,
    async (path, keys, values, result) => {
      await run(providerQuery(keys, values), async ([query, mode]) => {
        await setup.fakeProviders.mode('*', mode, 1);
        await expectNoServerError(
          setup.app,
          { method: 'GET', path, query, headers: fresh(), providerCall: true },
          result,
        );
      });
    },
  );

  it(`never answers POST /api/pets/adoptable with a 5xx but its provider answers (${FUZZ_RUNS} random requests)`, async () => {
    const input = fc.tuple(fuzzedPayload({ location: 'Saratoga, CA' }), contentType, providerMode, fc.boolean());
    await run(input, async ([payload, type, mode, expire]) => {
      await setup.fakeProviders.mode('*', mode, 1);
      if (expire) await setup.fakeProviders.expireTokens();
      await expectNoServerError(
        setup.app,
        {
          method: 'POST',
          path: '/api/pets/adoptable',
          query: '',
          payload,
          contentType: type,
          headers: fresh(),
          providerCall: true,
        },
        PetsAdoptableResult,
      );
    });
  });

  it(`never answers POST /graphql with a 5xx (${FUZZ_RUNS} random requests)`, async () => {
    const preview = fc.constantFrom<Record<string, string>>(
      {},
      { 'x-preview-secret': 'preview-secret-for-fuzzing' },
      { 'x-preview-secret': '\u00e9' },
    );
    await run(fc.tuple(graphqlBody, contentType, preview), ([payload, type, headers]) =>
      expectNoServerError(
        setup.app,
        { method: 'POST', path: '/graphql', query: '', payload, contentType: type, headers: fresh(headers) },
        GraphQLAnswer,
        graphqlError,
      ),
    );
  });

  it(`never answers GET /graphql with a 5xx (${FUZZ_RUNS} random requests)`, async () => {
    const query = graphqlDocument.chain((document) =>
      fuzzedQuery(new URLSearchParams({ query: document }).toString(), ['query', 'variables', 'operationName']),
    );
    await run(query, (randomQuery) =>
      expectNoServerError(
        setup.app,
        { method: 'GET', path: '/graphql', query: randomQuery, headers: fresh() },
        GraphQLAnswer,
        graphqlError,
      ),
    );
  });
});
