import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { migrationsFolder, openTestDatabase, testConfig, testDrivers } from '../../test/databases';

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe.each(testDrivers)('input the gateway refuses, and what it logs, on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      migrationsFolder,
      logStream: { write: (line) => void logLines.push(line) },
    });
    // A query that fails with a person's address among its parameters, as a NUL in an e-mail used to.
    app.get('/api/test/failing-query', async () => database.db.execute(sql`select ${'ada@example.com'}::uuid`));
    await app.ready();
  });

  beforeEach(() => {
    logLines.length = 0;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['/api/auth/login', deepObject(5000)],
    ['/api/auth/login', deepArray(5000)],
    ['/graphql', `{"query":"{ __typename }","variables":${deepObject(5000)}}`],
    ['/api/newsletter/confirm', `{"token":${deepArray(1000)}}`],
  ])('answers a JSON body nested thousands of levels deep with a 400 (%s)', async (url, payload) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request is not valid.',
    });
    expect(JSON.stringify(response.json().fieldErrors)).toContain('Must be nested at most 32 levels deep');
  });

  it('accepts nesting a real call could have', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }', variables: JSON.parse(deepObject(20)) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a NUL in a query parameter with a 400 naming it, before any query runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/extra?slug=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request is not valid.',
      fieldErrors: { slug: ['Must not contain NUL characters or unpaired surrogates'] },
    });
  });

  it('logs a failed query with its SQL but without its parameters or any e-mail address', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const failure = logged().find((line) => line['msg'] === 'request failed');
    expect(failure?.['err']).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query: select $1::uuid' });
    expect(logLines.join('\n')).not.toContain('ada@example.com');
  });

  it('logs request URLs without link tokens, identifiers or e-mail addresses', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/customerio/customersAttributes?identifier=ada%40example.com&workflow=newsletter',
    });
    await app.inject({ method: 'GET', url: '/api/newsletter/link?token=secret-link-token' });
    await app.inject({ method: 'GET', url: '/api/unknown/ada@example.com?next=grace%40example.org' });
    const urls = logged().flatMap((line) =>
      (line['req'] as { url?: string } | undefined)?.url ? [(line['req'] as { url: string }).url] : [],
    );
    expect(urls).toEqual([
      '/api/customerio/customersAttributes?identifier=[redacted]&workflow=newsletter',
      '/api/newsletter/link?token=[redacted]',
      '/api/unknown/[email]?next=[email]',
    ]);
    // The addresses' own words, not bare "ada": a random request id may hold those letters (4ada-…).
    expect(logLines.join('\n')).not.toMatch(/ada@|ada%40|grace@|grace%40|example\.(com|org)|secret-link-token/);
  });
});
