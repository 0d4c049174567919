import { ErrorResult } from '@civicbrief/contracts';
import { INTAKE_BOUNDS, tooDeep, tooLong, tooMany } from '../../http/json-bounds';
import { testDrivers } from '../../test/databases';
import { freshClient, outboxRows, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

/** `{"a":{"a":...}}` and `[[...]]` as an attacker writes them: text, never built as objects first. */
const nestedObjects = (depth: number, leaf = '"x"') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const rsvpWith = (data: string) => `{"name":"RSVP","data":${data}}`;
/** The gateway-wide guard (32 levels) or the intake's own (8) answers first, depending on the depth. */
const TOO_DEEP = /^Must be nested at most \d+ levels deep$/;

const writes: [string, string][] = [
  ['identify', urls.identify],
  ['newsletter', urls.newsletter],
  ['onboarding', urls.onboarding],
  ['real estate', urls.realEstate],
  ['events', urls.events('deep@example.com')],
  ['city request', urls.cityRequest],
];

describe.each(testDrivers)('deeply nested and oversized intake bodies on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { INTAKE_RATE_LIMIT: '100000' }),
  }));

  async function send(url: string, payload: string, contentType = 'application/json') {
    // A parse that hung would fail the test by jest's timeout: no timed assertion.
    const response = await setup.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, 'x-forwarded-for': freshClient() },
    });
    return { statusCode: response.statusCode, body: ErrorResult.parse(response.json()) };
  }

  it.each(writes)(
    'answers %s with a 400 naming the field for lists nested 5,000 levels (10 KB), a 413 for objects',
    async (_name, url) => {
      const lists = await send(url, nestedLists(5000));
      expect(lists.statusCode).toBe(400);
      const [field, messages] = Object.entries(lists.body.fieldErrors ?? {})[0];
      expect(field).toMatch(/^0(\.0)+$/);
      expect(messages).toEqual([expect.stringMatching(TOO_DEEP)]);

      const inData = await send(url, `{"data":${nestedLists(5000)}}`);
      expect(inData.statusCode).toBe(400);
      expect(Object.keys(inData.body.fieldErrors ?? {})[0]).toMatch(/^data(\.0)+$/);

      // 25 KB of objects: over the body limit before it is even parsed.
      expect((await send(url, nestedObjects(5000))).statusCode).toBe(413);
    },
  );

  it('refuses event data 1,000 levels deep (objects or lists) with a 400 naming data, and stores nothing', async () => {
    const before = (await outboxRows(setup.database.db)).length;
    for (const data of [nestedObjects(1000), `{"x":${nestedLists(1000)}}`, nestedObjects(200, '1')]) {
      const response = await send(urls.events('deep@example.com'), rsvpWith(data));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.body.fieldErrors ?? {})[0]).toMatch(/^data\.a|^data\.x/);
      expect(Object.values(response.body.fieldErrors ?? {})[0]).toEqual([expect.stringMatching(TOO_DEEP)]);
    }
    // Deeper than any intake body, well inside what the gateway as a whole lets through.
    const deeperThanIntake = await send(urls.events('deep@example.com'), rsvpWith(nestedObjects(11)));
    expect(deeperThanIntake.body.fieldErrors).toEqual({
      [`data${'.a'.repeat(INTAKE_BOUNDS.maxDepth - 1)}`]: [tooDeep(INTAKE_BOUNDS)],
    });
    expect(await outboxRows(setup.database.db)).toHaveLength(before);
  });

  it('bounds lists, objects and strings inside the 16 KiB body', async () => {
    const list = await send(
      urls.events('deep@example.com'),
      rsvpWith(`{"x":[${Array.from({ length: 8000 }, () => '1').join(',')}]}`),
    );
    expect(list.body.fieldErrors).toEqual({ 'data.x': [tooMany(INTAKE_BOUNDS)] });
    const keys = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, 1]));
    const object = await send(urls.identify, JSON.stringify({ attributes: keys }));
    expect(object.body.fieldErrors).toEqual({ attributes: [tooMany(INTAKE_BOUNDS)] });
    const text = await send(urls.newsletter, JSON.stringify({ data: { source: 'x'.repeat(5000) } }));
    expect(text.body.fieldErrors).toEqual({ 'data.source': [tooLong(INTAKE_BOUNDS)] });
  });

  it('answers the same deep bodies sent as a form or as text with a 4xx', async () => {
    const form = `${'a['.repeat(2000)}x${']'.repeat(2000)}=1`;
    for (const [payload, contentType] of [
      [form, 'application/x-www-form-urlencoded'],
      [nestedLists(5000), 'text/plain'],
      [nestedLists(5000), 'application/x-www-form-urlencoded'],
    ]) {
      for (const [, url] of writes) {
        const response = await send(url, payload, contentType);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('answers the newsletter link calls (which also take forms) with a 4xx for deep bodies', async () => {
    // Under the 4 KiB body limit of these calls, so the bodies are parsed.
    const cases: [string, string][] = [
      [nestedLists(1900), 'application/json'],
      [`{"token":${nestedLists(1900)}}`, 'application/json'],
      [`token${'[a]'.repeat(1000)}=x`, 'application/x-www-form-urlencoded'],
    ];
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/erase', '/api/newsletter/unsubscribe']) {
      for (const [payload, contentType] of cases) {
        const response = await send(url, payload, contentType);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });
});
