import { createPagesRepository } from '../../content/pages-repository';
import { pages } from '@civicbrief/gateway-db';
import { loadContentFixtures } from '../../test/content-fixtures';
import { testDrivers } from '../../test/databases';
import { graphql } from '../../test/graphql';
import { gatewayTest, testApp } from '../../test/gateway-test';

// Decision 014: each of these froze the gateway (and, on the embedded database, every other request).
const containsSome = `query($texts: [String!]) { pageCollection(where: { slug_contains_some: $texts }, limit: 10) { total items { slug } } }`;
const aliasedProps = `{pageCollection(limit:1000){items{${Array.from({ length: 110 }, (_, index) => `p${index}:props`).join(' ')}}}}`;
// Each was a hang (the attack took 15-132 s); now each is refused before it runs, which the 400 and its message show
// (jest's timeout would end a hang; speed is for tools/bench/graphql-heavy.ts, not these tests).

function randomTexts(count: number): string[] {
  return Array.from({ length: count }, () =>
    Math.random()
      .toString(36)
      .slice(2, 2 + 3 + Math.floor(Math.random() * 6)),
  );
}

describe.each(testDrivers)('heavy GraphQL requests on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadContentFixtures(createPagesRepository(database.db));
    // A few thousand pages, so an unbounded filter is measurably slow, as on the 50,000-page seed.
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      slug: `xx/generated-city-${index}/summary/meeting-${index}`,
      title: `Meeting ${index}`,
      status: 'published' as const,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await database.db.insert(pages).values(rows.slice(start, start + 500));
    return { app: await testApp(database) };
  });

  it.each([100, 400, 1000])(
    'slug_contains_some with %i random texts is a 400 before it runs, while /readyz answers',
    async (count) => {
      const [heavy, ready] = await Promise.all([
        graphql(setup.app, containsSome, { texts: randomTexts(count) }),
        setup.app.inject({ method: 'GET', url: '/readyz' }),
      ]);
      expect(heavy.statusCode).toBe(400);
      expect(heavy.errors).toEqual([
        expect.objectContaining({
          message: 'slug_contains_some takes at most 10 values',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
      expect(ready.statusCode).toBe(200);
    },
  );

  it('the same list written into the document is refused too', async () => {
    const literal = `{ pageCollection(where: { slug_contains_some: ${JSON.stringify(randomTexts(400))} }) { total } }`;
    const answer = await graphql(setup.app, literal);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors?.[0].message).toBe('slug_contains_some takes at most 10 values');
  });

  it('aliased props inside items (1.1 KB asking for megabytes) is a 400 before it runs', async () => {
    expect(aliasedProps.length).toBeLessThan(1200);
    const answer = await graphql(setup.app, aliasedProps);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors?.[0].message).toMatch(
      /^This query costs 1101001; the content API accepts at most 5000 per request/,
    );
    expect(answer.body.length).toBeLessThan(1000);
  });

  it('ten contains texts, the most a request may send, are answered', async () => {
    const answer = await graphql(setup.app, containsSome, { texts: randomTexts(10) });
    expect(answer.errors).toBeUndefined();
    expect(answer.statusCode).toBe(200);
  });
});
