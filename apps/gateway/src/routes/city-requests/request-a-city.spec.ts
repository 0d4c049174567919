import { IntakeResult } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { cityRequests } from '@civicbrief/gateway-db';
import { testDrivers } from '../../test/databases';
import { cityBody, outboxRows, post, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('request a city on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({ app: await testApp(database) }));

  const requestRow = async (id: string) =>
    (await setup.database.db.select().from(cityRequests).where(eq(cityRequests.id, id)))[0];

  it('stores the request in our database and queues nothing for the provider', async () => {
    const response = await post(setup.app, urls.cityRequest, cityBody('Austin', { email: 'Resident@Example.com' }));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id });
    expect(await requestRow(id)).toMatchObject({
      name: 'Austin',
      state: 'Texas',
      email: 'resident@example.com',
      dedupeKey: 'austin|texas|resident@example.com',
      requestCount: 1,
    });
    expect(await outboxRows(setup.database.db)).toEqual([]);
  });

  it('raises the count when the same city is asked for again, in any case, and keeps other askers apart', async () => {
    const first = await post(setup.app, urls.cityRequest, cityBody('El Paso'));
    const again = await post(setup.app, urls.cityRequest, cityBody(' el paso ', { state: 'texas' }));
    expect(again.json().id).toBe(first.json().id);
    expect((await requestRow(first.json().id)).requestCount).toBe(2);
    const withEmail = await post(setup.app, urls.cityRequest, cityBody('El Paso', { email: 'a@b.co' }));
    expect(withEmail.json().id).not.toBe(first.json().id);
  });

  it('answers 400 with the spec messages, including the 30 character limits', async () => {
    const empty = await post(setup.app, urls.cityRequest, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ state: ['Please select a state'], name: ['Please type a city name'] });
    const long = await post(setup.app, urls.cityRequest, {
      state: 'Texas',
      name: 'x'.repeat(31),
      email: `${'a'.repeat(25)}@b.com`,
    });
    expect(long.json().fieldErrors).toEqual({
      name: ['City name must be at most 30 characters'],
      email: ['Email must be at most 30 characters'],
    });
    const invalid = await post(setup.app, urls.cityRequest, { state: 'Texas', name: 'Austin', email: 'nope' });
    expect(invalid.json().fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
  });
});
