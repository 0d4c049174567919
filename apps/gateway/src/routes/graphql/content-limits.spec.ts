import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { createPagesRepository } from '../../content/pages-repository';
import { pages, type DatabaseHandle } from '@civicbrief/gateway-db';
import { loadContentFixtures, saratoga } from '../../test/content-fixtures';
import { migrationsFolder, openTestDatabase, testDrivers } from '../../test/databases';
import { graphql } from '../../test/graphql';
import { gatewayTest, testApp } from '../../test/gateway-test';

const Listing = `query($where: PageFilter, $order: [PageOrder!], $limit: Int) {
  pageCollection(where: $where, order: $order, limit: $limit) { total items { slug } }
}`;
const texts = (count: number, prefix = 't') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const bigPage = 'marketing/big-page';

describe.each(testDrivers)('content API bounds on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadContentFixtures(createPagesRepository(database.db));
    // 600 KB of props: one such page fits an answer, two do not.
    await database.db
      .insert(pages)
      .values({ slug: bigPage, title: 'Big', status: 'published', props: { content: 'x'.repeat(600 * 1024) } });
    return { app: await testApp(database) };
  });

  const refused = async (variables: Record<string, unknown>, message: string) => {
    const answer = await graphql(setup.app, Listing, variables);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  };

  it('answers what the apps send: 1000 slugs to check, ten contains texts, 100 exclusions', async () => {
    const existing = await graphql(setup.app, Listing, {
      where: { slug_in: [...texts(999), 'municipal-code/ca/saratoga'], domain: 'gov' },
      limit: 1000,
    });
    expect(existing.errors).toBeUndefined();
    expect(existing.data?.pageCollection.items).toEqual([{ slug: 'municipal-code/ca/saratoga' }]);
    const agenda = await graphql(setup.app, Listing, {
      where: { slug_contains_some: [...texts(9), `${saratoga}/agenda/utilities-commission`] },
    });
    expect(agenda.data?.pageCollection.total).toBe(1);
    const excluded = await graphql(setup.app, Listing, {
      where: { tags_contains_all: ['voter-guide'], slug_not_in: texts(100) },
    });
    expect(excluded.data?.pageCollection.total).toBe(3);
  });

  it('matches slug_contains_some texts literally, regex characters included', async () => {
    const answer = await graphql(setup.app, Listing, {
      where: { slug_contains_some: ['SARATOGA/SUMMARY/CITY-COUNCIL-MEETING-SUMMARY-2025-0[1-3]', '.*', 'mayor-race'] },
    });
    expect(answer.data?.pageCollection.items).toEqual([{ slug: 'voter-guide/saratoga-mayor-race' }]);
    const caseInsensitive = await graphql(setup.app, Listing, { where: { slug_contains_some: ['SARATOGA-MAYOR'] } });
    expect(caseInsensitive.data?.pageCollection.total).toBe(1);
    expect((await graphql(setup.app, Listing, { where: { slug_contains_some: [] } })).data?.pageCollection.total).toBe(
      0,
    );
  });

  it('refuses longer lists with a 400 naming the argument and its limit', async () => {
    await refused({ where: { slug_in: texts(1001) } }, 'slug_in takes at most 1000 values');
    await refused({ where: { slug_not_in: texts(101) } }, 'slug_not_in takes at most 100 values');
    await refused({ where: { slug_contains_some: texts(11) } }, 'slug_contains_some takes at most 10 values');
    await refused({ where: { tags_contains_all: texts(21) } }, 'tags_contains_all takes at most 20 values');
    await refused({ where: { tags_contains_some: texts(21) } }, 'tags_contains_some takes at most 20 values');
    await refused({ order: Array(6).fill('slug_ASC') }, 'order takes at most 5 terms');
  });

  it('refuses texts over 300 characters, in lists too, and paging out of range', async () => {
    await refused({ where: { slug_contains: 's'.repeat(301) } }, 'slug_contains is longer than 300 characters');
    await refused({ where: { slug_in: ['ok', 's'.repeat(301)] } }, 'a slug_in value is longer than 300 characters');
    await refused({ where: { id_contains: 'i'.repeat(301) } }, 'id_contains is longer than 300 characters');
    await refused({ limit: 1001 }, 'limit must be between 0 and 1000');
    const page = await graphql(setup.app, 'query($slug: String!) { page(slug: $slug) { slug } }', {
      slug: 'p'.repeat(301),
    });
    expect(page.statusCode).toBe(400);
    expect(page.errors?.[0].message).toBe('slug is longer than 300 characters');
  });

  it('counts aliases inside items into the cost, and keeps answers the apps need under it', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index) => `s${index}: slug`).join(' ');
    const sitemap = await graphql(
      setup.app,
      `
        {
          pageCollection(limit: 1000) {
            total
            items {
              slug
            }
          }
        }
      `,
    );
    expect(sitemap.errors).toBeUndefined();
    const aliased = await graphql(setup.app, `{ pageCollection(limit: 1000) { items { ${fields(5)} } } }`);
    expect(aliased.statusCode).toBe(400);
    expect(aliased.errors?.[0].message).toMatch(
      /^This query costs 6001; the content API accepts at most 5000 per request/,
    );
    const viaFragment = await graphql(
      setup.app,
      `
        {
          pageCollection(limit: 100) {
            items {
              ...F
            }
          }
        }
        fragment F on Page {
          a: props
          b: props
          c: props
          d: props
          e: props
        }
      `,
    );
    expect(viaFragment.errors?.[0].message).toMatch(/^This query costs 5101;/);
  });

  it('refuses an answer larger than 1 MiB with a 400', async () => {
    const one = await graphql(setup.app, `{ page(slug: "${bigPage}") { props } }`);
    expect(one.statusCode).toBe(200);
    const two = await graphql(
      setup.app,
      `{ a: page(slug: "${bigPage}") { props } b: page(slug: "${bigPage}") { props } }`,
    );
    expect(two.statusCode).toBe(400);
    expect(two.errors).toEqual([
      expect.objectContaining({ message: 'The answer is larger than 1048576 bytes; ask for fewer pages or fields' }),
    ]);
    expect(two.body.length).toBeLessThan(1000);
  });

  it('refuses documents that are not GraphQL or too long, with a 400', async () => {
    const ast = await graphql(setup.app, JSON.stringify({ kind: 'Document' }));
    expect(ast.statusCode).toBe(400);
    expect(ast.errors?.[0].message).toBe('The query is not a GraphQL document');
    const literal = `{ pageCollection(where: { slug_in: ${JSON.stringify(texts(3000))} }) { total } }`;
    const long = await graphql(setup.app, literal);
    expect(long.statusCode).toBe(400);
    expect(long.errors?.[0].message).toBe('Syntax Error: Document contains more that 2000 tokens. Parsing aborted.');
  });

  it('answers a 400 to requests that cannot run and to dates PostgreSQL cannot hold', async () => {
    const unknownOperation = await setup.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query A { pageCollection { total } }', operationName: 'B' },
    });
    expect(unknownOperation.statusCode).toBe(400);
    expect(unknownOperation.json().errors[0].message).toBe('Unknown operation named "B".');
    expect((await graphql(setup.app, 'mutation { x }')).statusCode).toBe(400);
    const farPast = await graphql(
      setup.app,
      'query($from: DateTime) { pageCollection(where: { firstPublishedAt_gte: $from }) { total } }',
      { from: '-271821-04-20' },
    );
    expect(farPast.statusCode).toBe(400);
    expect(farPast.errors?.[0].message).toContain('DateTime must be a date between the years 1 and 9999');
  });

  it('refuses introspection outside development, and serves no GraphiQL', async () => {
    const secret = randomBytes(32).toString('hex');
    const production = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: secret,
        GATEWAY_RELAY_SECRET: secret,
        NEWSLETTER_LINK_SECRET: secret,
        PREVIEW_SECRET: secret,
        OUTBOX_WORKER: 'off',
      }),
      database: setup.database,
      migrationsFolder,
      logger: false,
    });
    try {
      for (const target of [setup.app, production]) {
        const schema = await graphql(target, '{ __schema { queryType { name } } }');
        expect(schema.statusCode).toBe(400);
        expect(schema.errors?.[0].message).toBe(
          'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
        );
        expect((await graphql(target, '{ __type(name: "Page") { name } }')).statusCode).toBe(400);
        expect(target.hasRoute({ method: 'GET', url: '/graphiql' })).toBe(false);
      }
    } finally {
      await production.close();
    }
  });
});

describe('content API rate limit', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await testApp(database, { GRAPHQL_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('limits each client to GRAPHQL_RATE_LIMIT requests a minute with a GraphQL-shaped 429', async () => {
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        payload: { query: '{ pageCollection { total } }' },
      });
    for (let index = 0; index < 3; index++) expect((await ask('198.51.100.20')).statusCode).toBe(200);
    const limited = await ask('198.51.100.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      data: null,
      errors: [
        { message: 'Too many content requests; try again in 1 minute', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ],
    });
    // Another client is counted apart.
    expect((await ask('198.51.100.21')).statusCode).toBe(200);
  });

  (process.env.TEST_REDIS_URL ? it : it.skip)('counts a client once across gateways sharing Redis', async () => {
    const env = { GRAPHQL_RATE_LIMIT: '3', REDIS_URL: process.env.TEST_REDIS_URL };
    const gateways = await Promise.all([1, 2].map(() => testApp(database, env)));
    // A new address each run: the counters outlive the test by a minute.
    const remoteAddress = `2001:db8::${randomBytes(4)
      .toString('hex')
      .replace(/(....)(....)/, '$1:$2')}`;
    try {
      const statuses: number[] = [];
      for (const index of [0, 1, 0, 1]) {
        const answer = await gateways[index].inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress,
          payload: { query: '{ pageCollection { total } }' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all(gateways.map((gateway) => gateway.close()));
    }
  });
});
