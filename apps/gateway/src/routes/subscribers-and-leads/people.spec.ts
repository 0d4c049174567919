import {
  CustomerAttributesResult,
  ErrorResult,
  IntakeResult,
  intakeToasts,
  rsvpIdentifyBody,
} from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { people } from '@civicbrief/gateway-db';
import { testDrivers } from '../../test/databases';
import { freshClient, identifyBody, outboxRows, post, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('identify and customer attributes on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({ app: await testApp(database) }));

  const personByEmail = async (email: string) =>
    (await setup.database.db.select().from(people).where(eq(people.email, email)))[0];

  it('stores the person by lowercased email and queues the identify in the same answer', async () => {
    const response = await post(setup.app, urls.identify, identifyBody('Ada.Lovelace@Example.com'));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id });

    const person = await personByEmail('ada.lovelace@example.com');
    expect(person).toMatchObject({
      id,
      firstName: 'Ada',
      lastName: null,
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      locationObjectId: 'saratoga_california',
      unsubscribed: false,
    });
    expect(person.attributes).toEqual({
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      email: 'ada.lovelace@example.com',
      first_name: 'Ada',
      unsubscribed: false,
    });

    const [row] = await outboxRows(setup.database.db, `identify:${id}:`);
    expect(row).toMatchObject({ kind: 'track', status: 'pending', attempts: 0 });
    expect(row.payload).toEqual({
      type: 'person',
      identifiers: { email: 'ada.lovelace@example.com' },
      action: 'identify',
      attributes: person.attributes,
      cio_relationships: [{ identifiers: { object_type_id: 1, object_id: 'saratoga_california' } }],
    });
  });

  it('changes nothing and queues nothing when the same person is identified again', async () => {
    const first = await post(setup.app, urls.identify, identifyBody('same@example.com'));
    const again = await post(setup.app, urls.identify, identifyBody('SAME@example.com'));
    expect(again.statusCode).toBe(200);
    expect(await outboxRows(setup.database.db, `identify:${first.json().id}:`)).toHaveLength(1);
    expect(await setup.database.db.select().from(people).where(eq(people.email, 'same@example.com'))).toHaveLength(1);
  });

  it("never hands out a known person's id: it would open their attributes to anyone who knows the address", async () => {
    const { id } = (await post(setup.app, urls.identify, identifyBody('private@example.com'))).json();
    const probe = await post(setup.app, urls.identify, identifyBody('private@example.com', { first_name: 'Eve' }));
    expect(probe.statusCode).toBe(200);
    const answered = IntakeResult.parse(probe.json()).id;
    expect(answered).not.toBe(id);
    expect((await setup.app.inject({ method: 'GET', url: urls.attributes(answered) })).statusCode).toBe(404);
  });

  it("keeps a known person's name and place; an anonymous call only fills what is empty and adds a place", async () => {
    const first = await post(setup.app, urls.identify, identifyBody('known@example.net'));
    const { id } = first.json();
    const rsvp = rsvpIdentifyBody(
      { first_name: 'Mallory', last_name: 'Parks', email: 'known@example.net', willAttend: true, attendees: '' },
      { city: 'Plano', state: 'Texas' },
    );
    expect((await post(setup.app, urls.identify, rsvp)).statusCode).toBe(200);
    expect(await personByEmail('known@example.net')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Parks',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      locationObjectId: 'saratoga_california',
    });
    const rows = await outboxRows(setup.database.db, `identify:${id}:`);
    expect(rows).toHaveLength(2);
    // Only the additions reach the provider: the last name, and a relationship to the new place.
    expect(rows[1].payload).toEqual({
      type: 'person',
      identifiers: { email: 'known@example.net' },
      action: 'identify',
      attributes: { email: 'known@example.net', last_name: 'Parks' },
      cio_relationships: [{ identifiers: { object_type_id: '1', object_id: 'plano_texas' } }],
    });
  });

  it('never undoes an unsubscribe: identifying again with unsubscribed false (the forms always send it) changes nothing', async () => {
    const { id } = (await post(setup.app, urls.identify, identifyBody('gone@example.com'))).json();
    await setup.database.db.update(people).set({ unsubscribed: true }).where(eq(people.id, id));
    const again = await post(setup.app, urls.identify, identifyBody('gone@example.com'));
    expect(again.statusCode).toBe(200);
    expect(await personByEmail('gone@example.com')).toMatchObject({ unsubscribed: true, firstName: 'Ada' });
    expect(await outboxRows(setup.database.db, `identify:${id}:`)).toHaveLength(1);
    const loud = await post(setup.app, urls.identify, identifyBody('gone@example.com', { first_name: 'Other' }));
    expect(loud.statusCode).toBe(200);
    expect((await personByEmail('gone@example.com')).unsubscribed).toBe(true);
    const [, ...later] = await outboxRows(setup.database.db, `identify:${id}:`);
    for (const row of later) expect(row.payload).not.toMatchObject({ attributes: { unsubscribed: false } });
  });

  it('takes the RSVP variant: last name, text object type, city_state object id', async () => {
    const body = rsvpIdentifyBody(
      { first_name: 'Rosa', last_name: 'Parks', email: 'rosa@example.com', willAttend: true, attendees: '2' },
      { city: 'Saratoga', state: 'California' },
    );
    const response = await post(setup.app, urls.identify, body);
    expect(response.statusCode).toBe(200);
    expect(await personByEmail('rosa@example.com')).toMatchObject({
      lastName: 'Parks',
      county: null,
      locationObjectId: 'saratoga_california',
    });
    const [row] = await outboxRows(setup.database.db, `identify:${response.json().id}:`);
    expect(row.payload).toMatchObject({
      cio_relationships: [{ identifiers: { object_type_id: '1', object_id: 'saratoga_california' } }],
    });
  });

  it('answers 400 with the spec messages per field and stores nothing', async () => {
    const before = await outboxRows(setup.database.db);
    const body = identifyBody('x@example.com');
    const response = await post(setup.app, urls.identify, {
      ...body,
      identifiers: { email: 'nope' },
      attributes: { ...body.attributes, email: '', city: ' ', state: undefined },
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResult.parse(response.json()).fieldErrors).toEqual({
      'identifiers.email': ['Please enter a valid email address'],
      // Both checks of the email run; forms show the first message.
      'attributes.email': ['Please enter an email address', 'Please enter a valid email address'],
      'attributes.city': ['Please select a city'],
      'attributes.state': ['Please select a state'],
    });
    expect(await outboxRows(setup.database.db)).toHaveLength(before.length);
  });

  it('refuses a missing or unknown workflow, a wrong type and a bad location object id', async () => {
    const body = identifyBody('x@example.com');
    const noWorkflow = await post(setup.app, '/api/customerio/entityCreate', body);
    expect(noWorkflow.statusCode).toBe(400);
    expect(noWorkflow.json().fieldErrors).toEqual({ workflow: ["workflow must be 'newsletter'"] });
    const wrong = await post(setup.app, urls.identify, {
      ...body,
      type: 'company',
      cio_relationships: [{ identifiers: { object_type_id: 2, object_id: 'Saratoga, CA' } }],
    });
    expect(wrong.json().fieldErrors).toEqual({
      type: ["type must be 'person'"],
      'cio_relationships.0.identifiers.object_type_id': ["object_type_id must be 1 or '1'"],
      'cio_relationships.0.identifiers.object_id': ['object_id is lowercase words joined with underscores'],
    });
  });

  describe('GET customersAttributes', () => {
    it('answers a known person by id (in any case), never cached', async () => {
      const { id } = (await post(setup.app, urls.identify, identifyBody('Lookup@Example.com'))).json();
      const expected = {
        customer: {
          id,
          attributes: {
            email: 'lookup@example.com',
            first_name: 'Ada',
            last_name: null,
            city: 'Saratoga',
            state: 'California',
            county: 'Santa Clara County',
          },
        },
      };
      for (const identifier of [id, id.toUpperCase()]) {
        const response = await setup.app.inject({ method: 'GET', url: urls.attributes(identifier) });
        expect(response.statusCode).toBe(200);
        expect(CustomerAttributesResult.parse(response.json())).toEqual(expected);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    });

    it("answers one and the same 404 for a known person's email, an unknown id and anything malformed", async () => {
      await post(setup.app, urls.identify, identifyBody('Known@Example.com'));
      const notFound = { statusCode: 404, error: 'Not Found', message: 'No person with this identifier' };
      // As they travel in the query.
      const identifiers = [
        'known%40example.com',
        'KNOWN%40example.com',
        '00000000-0000-4000-8000-000000000000',
        'nobody%40example.com',
        'not-an-id',
        "1'%20or%20'1'%3D'1",
      ];
      for (const identifier of identifiers) {
        const response = await setup.app.inject({
          method: 'GET',
          url: `/api/customerio/customersAttributes?identifier=${identifier}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      // Text no database could hold: a 4xx too (the gateway-wide input guard may answer it first, with a 400).
      for (const identifier of ['a%00', '%ED%A0%80']) {
        const response = await setup.app.inject({
          method: 'GET',
          url: `/api/customerio/customersAttributes?identifier=${identifier}`,
        });
        expect([400, 404]).toContain(response.statusCode);
      }
      const missing = await setup.app.inject({
        method: 'GET',
        url: '/api/customerio/customersAttributes?identifier=%20',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toEqual({ identifier: ['identifier is required'] });
    });

    it('limits lookups per client to CUSTOMER_LOOKUP_RATE_LIMIT a minute, counted apart from the writes', async () => {
      const limited = await testApp(setup.database, { CUSTOMER_LOOKUP_RATE_LIMIT: '3', INTAKE_RATE_LIMIT: '1' });
      try {
        const lookup = (client: string) =>
          limited.inject({
            method: 'GET',
            url: urls.attributes('00000000-0000-4000-8000-000000000000'),
            headers: { 'x-forwarded-for': client },
          });
        const client = freshClient();
        expect((await post(limited, urls.identify, identifyBody('limit@example.com'), { client })).statusCode).toBe(
          200,
        );
        for (let call = 1; call <= 3; call += 1) expect((await lookup(client)).statusCode).toBe(404);
        const blocked = await lookup(client);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: intakeToasts.tooManyRequests,
        });
        expect((await lookup(freshClient())).statusCode).toBe(404);
      } finally {
        await limited.close();
      }
    });
  });
});
