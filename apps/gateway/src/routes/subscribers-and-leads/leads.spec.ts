import { IntakeResult } from '@civicbrief/contracts';
import { and, eq } from 'drizzle-orm';
import { leads } from '@civicbrief/gateway-db';
import { testDrivers } from '../../test/databases';
import { onboardingBody, outboxRows, post, realEstateBody, source, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('onboarding and real-estate leads on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({ app: await testApp(database) }));

  const leadsOf = (kind: string, email: string) =>
    setup.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, kind), eq(leads.email, email)));
  const payloads = async (id: string) => (await outboxRows(setup.database.db, `lead:${id}:`)).map((row) => row.payload);

  it('stores an onboarding request and queues the identify and the onboarding_request event together', async () => {
    const response = await post(setup.app, urls.onboarding, onboardingBody('Grace@Example.gov'));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id });
    expect((await leadsOf('onboarding', 'grace@example.gov'))[0]).toMatchObject({
      id,
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Mayor',
      company: null,
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      source,
    });
    const person = {
      email: 'grace@example.gov',
      first_name: 'Grace',
      last_name: 'Hopper',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    };
    expect(await payloads(id)).toEqual([
      {
        type: 'person',
        identifiers: { email: 'grace@example.gov' },
        action: 'identify',
        attributes: { ...person, title: 'Mayor', lead_type: 'onboarding' },
      },
      {
        type: 'person',
        identifiers: { email: 'grace@example.gov' },
        action: 'event',
        name: 'onboarding_request',
        attributes: { ...person, title: 'Mayor', source },
      },
    ]);
  });

  it('stores a real-estate lead with its company and queues the real_estate_lead event', async () => {
    const response = await post(setup.app, urls.realEstate, realEstateBody('ida@acme.example'));
    const { id } = IntakeResult.parse(response.json());
    expect((await leadsOf('real-estate', 'ida@acme.example'))[0]).toMatchObject({
      id,
      company: 'Acme Realty',
      title: 'Broker',
      city: null,
      state: null,
    });
    const [identify, event] = await payloads(id);
    expect(identify).toMatchObject({
      action: 'identify',
      attributes: { company: 'Acme Realty', lead_type: 'real-estate', title: 'Broker' },
    });
    expect(event).toMatchObject({
      action: 'event',
      name: 'real_estate_lead',
      attributes: { company: 'Acme Realty', email: 'ida@acme.example', source },
    });
  });

  it('keeps one lead per kind and email: the same request again queues nothing, a changed one queues again', async () => {
    const first = await post(setup.app, urls.onboarding, onboardingBody('repeat@example.gov'));
    const same = await post(setup.app, urls.onboarding, onboardingBody('REPEAT@example.gov'));
    expect(same.json().id).toBe(first.json().id);
    expect(await payloads(first.json().id)).toHaveLength(2);

    const promoted = await post(
      setup.app,
      urls.onboarding,
      onboardingBody('repeat@example.gov', { title: 'City Manager' }),
    );
    expect(promoted.json().id).toBe(first.json().id);
    expect((await leadsOf('onboarding', 'repeat@example.gov'))[0].title).toBe('City Manager');
    expect(await payloads(first.json().id)).toHaveLength(4);

    const asRealEstate = await post(setup.app, urls.realEstate, realEstateBody('repeat@example.gov'));
    expect(asRealEstate.json().id).not.toBe(first.json().id);
  });

  it('answers 400 with the spec messages of the onboarding form', async () => {
    const response = await post(setup.app, urls.onboarding, { data: { email: 'x@y', first_name: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'data.first_name': ['Please type your name'],
      'data.last_name': ['Please type your last name'],
      'data.email': ['Please enter a valid email address'],
      'data.title': ['Please type your role or title'],
      'data.city': ['Please select a city'],
      'data.state': ['Please select your state'],
    });
  });

  it('answers 400 with the spec messages of the real-estate lead form', async () => {
    const response = await post(setup.app, urls.realEstate, { data: {} });
    expect(response.json().fieldErrors).toEqual({
      'data.first_name': ['Please type your name'],
      'data.last_name': ['Please type your last name'],
      'data.email': ['Please type your email address'],
      'data.title': ['Please type your role or title'],
      'data.company': ['Please type your company name'],
    });
    expect((await post(setup.app, urls.realEstate, { data: 'lead' })).json().fieldErrors).toEqual({
      data: ['data is required'],
    });
    expect((await post(setup.app, urls.realEstate, [])).json().fieldErrors).toEqual({
      body: ['Invalid input: expected object, received array'],
    });
  });
});
