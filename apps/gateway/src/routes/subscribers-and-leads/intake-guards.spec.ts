import { ErrorResult, intakeToasts } from '@civicbrief/contracts';
import { eq, sql } from 'drizzle-orm';
import { subscribers } from '@civicbrief/gateway-db';
import { UNSTORABLE_TEXT } from '../../intake/storable-text';
import { testDrivers } from '../../test/databases';
import {
  cityBody,
  freshClient,
  identifyBody,
  newsletterBody,
  onboardingBody,
  outboxRows,
  post,
  realEstateBody,
  rsvpBody,
  urls,
} from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

const LIMIT = 3;

/** Every intake write with a valid body. */
const writes: [string, string, unknown][] = [
  ['identify', urls.identify, identifyBody('guard@example.com')],
  ['newsletter', urls.newsletter, newsletterBody('guard@example.com')],
  ['onboarding', urls.onboarding, onboardingBody('guard@example.com')],
  ['real estate', urls.realEstate, realEstateBody('guard@example.com')],
  ['events', urls.events('guard@example.com'), rsvpBody('guard@example.com')],
  ['city request', urls.cityRequest, cityBody('Guardville')],
];

describe.each(testDrivers)('intake guards on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { INTAKE_RATE_LIMIT: String(LIMIT) }),
  }));

  it.each(writes)(
    'limits %s to INTAKE_RATE_LIMIT calls a minute per client, bad ones included',
    async (_name, url, body) => {
      const client = freshClient();
      expect((await post(setup.app, url, {}, { client })).statusCode).toBe(400);
      for (let call = 2; call <= LIMIT; call += 1)
        expect((await post(setup.app, url, body, { client })).statusCode).toBe(200);
      const blocked = await post(setup.app, url, body, { client });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: intakeToasts.tooManyRequests,
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(setup.app, url, body)).statusCode).toBe(200);
    },
  );

  it('counts each call apart, the two subscribe calls too', async () => {
    const client = freshClient();
    for (let call = 1; call <= LIMIT + 1; call += 1) await post(setup.app, urls.newsletter, {}, { client });
    expect((await post(setup.app, urls.newsletter, {}, { client })).statusCode).toBe(429);
    expect((await post(setup.app, urls.onboarding, {}, { client })).statusCode).toBe(400);
    expect((await post(setup.app, urls.identify, {}, { client })).statusCode).toBe(400);
  });

  it.each(writes)('refuses a %s body over 16 KiB with 413', async (_name, url) => {
    const response = await post(setup.app, url, { data: { email: 'big@example.com', source: 'x'.repeat(16 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(ErrorResult.parse(response.json())).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it.each(writes)('answers %s bodies that are not JSON objects with a 4xx', async (_name, url) => {
    const send = (payload: string, contentType?: string) =>
      setup.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'x-forwarded-for': freshClient(), ...(contentType ? { 'content-type': contentType } : {}) },
      });
    expect((await send('{"data":', 'application/json')).statusCode).toBe(400);
    expect((await send('', 'application/json')).statusCode).toBe(400);
    expect((await send('{"data":{}}', 'text/plain')).statusCode).toBe(400);
    expect((await send('<data/>', 'application/xml')).statusCode).toBe(415);
    expect((await send('data=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await send('{}')).statusCode).toBe(415);
  });

  it.each(writes)('refuses prototype-pollution keys in %s bodies', async (_name, url) => {
    for (const payload of [
      '{"__proto__":{"polluted":true}}',
      '{"data":{"constructor":{"prototype":{"polluted":true}}}}',
    ]) {
      const response = await setup.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClient() },
      });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it.each(writes)(
    'answers %s text the database cannot store (NUL, lone surrogates) with a 400 naming the field',
    async (_name, url, body) => {
      const broken = JSON.parse(JSON.stringify(body)) as Record<string, Record<string, unknown>>;
      const [part, field] =
        'data' in broken ? ['data', 'email'] : 'attributes' in broken ? ['attributes', 'first_name'] : [null, 'name'];
      for (const text of ['a\u0000b', '\ud800', 'x\udc00']) {
        const payload = part ? { ...broken, [part]: { ...broken[part], [field]: text } } : { ...broken, [field]: text };
        const response = await post(setup.app, url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors).toEqual({ [part ? `${part}.${field}` : field]: [UNSTORABLE_TEXT] });
      }
      const inKey = await post(setup.app, urls.events('guard@example.com'), { name: 'RSVP', data: { 'a\u0000': 1 } });
      expect(inKey.json().fieldErrors).toEqual({ 'data.a\u0000': [UNSTORABLE_TEXT] });
      // A field named like an object's own property is named as any other (this was a 500 the fuzz found).
      for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
        const named = await post(setup.app, urls.events('guard@example.com'), {
          name: 'RSVP',
          data: { event: 'RSVP' },
          [key]: 'a\u0000b',
        });
        expect(named.statusCode).toBe(400);
        expect(named.json().fieldErrors).toEqual({ [key]: [UNSTORABLE_TEXT] });
      }
      // A lookup never reaches the database with anything but a uuid: a 404, or the gateway-wide guard's 400.
      const lookup = await setup.app.inject({
        method: 'GET',
        url: '/api/customerio/customersAttributes?identifier=a%00',
      });
      expect([400, 404]).toContain(lookup.statusCode);
    },
  );

  it('stores no record when its outbox row cannot be written (one transaction)', async () => {
    await setup.database.db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin
        if new.payload::text like '%atomic@example.com%' then raise exception 'outbox refused'; end if;
        return new;
      end $$`);
    await setup.database.db.execute(
      sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`,
    );
    try {
      const response = await post(setup.app, urls.newsletter, newsletterBody('atomic@example.com'));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong',
      });
      expect(
        await setup.database.db.select().from(subscribers).where(eq(subscribers.email, 'atomic@example.com')),
      ).toEqual([]);
      expect((await post(setup.app, urls.newsletter, newsletterBody('fine@example.com'))).statusCode).toBe(200);
    } finally {
      await setup.database.db.execute(sql`drop trigger refuse_outbox on outbox`);
      await setup.database.db.execute(sql`drop function refuse_outbox()`);
    }
    const retried = await post(setup.app, urls.newsletter, newsletterBody('atomic@example.com'));
    expect(retried.statusCode).toBe(200);
    expect(await outboxRows(setup.database.db, `subscribed:${retried.json().id}:`)).toHaveLength(1);
  });

  it('documents every intake call with its tag and summary', async () => {
    const { paths } = (await setup.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const operations = {
      '/api/customerio/entityCreate': 'post',
      '/api/customerio/subscribe': 'post',
      '/api/customerio/subscribe?workflow=newsletter': 'post',
      '/api/customerio/real-state-subscribe': 'post',
      '/api/customerio/events': 'post',
      '/api/customerio/customersAttributes': 'get',
      '/api/rds/request_a_city': 'post',
    };
    for (const [path, method] of Object.entries(operations)) {
      const operation = paths[path]?.[method];
      expect(operation).toMatchObject({
        tags: [path.startsWith('/api/rds') ? 'rds' : 'customerio'],
        summary: expect.any(String),
      });
    }
    expect(paths['/api/customerio/subscribe?workflow=newsletter'].post.summary).toBe('Subscribe to a city newsletter');
    expect(paths['/api/customerio/subscribe'].post.summary).toBe('Onboarding request from a public official');
    expect(paths['/api/customerio/subscribe'].post.responses).toHaveProperty('429');
  });
});
