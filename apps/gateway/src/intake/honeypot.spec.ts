import { IntakeResult, TRAP_FIELD } from '@civicbrief/contracts';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../test/databases';
import {
  cityBody,
  identifyBody,
  newsletterBody,
  onboardingBody,
  post,
  realEstateBody,
  rsvpBody,
  urls,
} from '../test/intake';
import { gatewayTest, testApp } from '../test/gateway-test';

const trap = { [TRAP_FIELD]: 'http://spam.example' };
const inData = (body: { data: object }) => ({ ...body, data: { ...body.data, ...trap } });

/** Every intake call with its trap filled where a bot finds it: beside the form's fields. */
const trappedCalls = [
  { call: 'entityCreate', url: urls.identify, body: { ...identifyBody('bot@example.com'), ...trap } },
  {
    call: 'subscribe?workflow=newsletter',
    url: urls.newsletter,
    body: inData(newsletterBody('bot@example.com')),
    status: 'subscribed',
  },
  { call: 'subscribe (onboarding)', url: urls.onboarding, body: inData(onboardingBody('bot@example.com')) },
  { call: 'real-state-subscribe', url: urls.realEstate, body: inData(realEstateBody('bot@example.com')) },
  { call: 'events', url: urls.events('bot@example.com'), body: { ...rsvpBody('bot@example.com'), ...trap } },
  { call: 'request_a_city', url: urls.cityRequest, body: { ...cityBody('Botville'), ...trap } },
];

describe.each(testDrivers)('a filled honeypot on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database),
    optIn: await testApp(database, { DOUBLE_OPT_IN: 'true' }),
  }));

  /** The row count of every table of the test database (its own schema on PostgreSQL). */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = (await setup.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const result = (await setup.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] };
      counts[table] = result.rows[0].n;
    }
    return counts;
  }

  it.each(trappedCalls)('$call answers its success and writes no row in any table', async ({ url, body, status }) => {
    const before = await rowCounts();
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['people', 'subscribers', 'leads', 'events', 'city_requests', 'outbox']),
    );

    const response = await post(setup.app, url, body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ ok: true, id: IntakeResult.parse(answer).id, ...(status ? { status } : {}) });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers the newsletter trap with the configured status, as for anyone', async () => {
    const response = await post(setup.optIn, urls.newsletter, inData(newsletterBody('bot@example.com')));
    expect(response.json()).toMatchObject({ ok: true, status: 'pending-confirmation' });
  });

  it('answers a trapped body like a success even when its fields would be refused', async () => {
    const before = await rowCounts();
    const response = await post(setup.app, urls.identify, { type: 'robot', ...trap });
    expect(response.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('treats a blank trap as a person', async () => {
    const before = await rowCounts();
    const response = await post(setup.app, urls.cityRequest, { ...cityBody('Realville'), [TRAP_FIELD]: ' ' });
    expect(response.statusCode).toBe(200);
    expect((await rowCounts()).city_requests).toBe(before.city_requests + 1);
  });
});
