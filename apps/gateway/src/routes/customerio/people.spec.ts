import { CustomerAttributesResult, ErrorResult, IntakeResult, rsvpIdentifyBody } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { people } from '../../db/schema';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { identifyBody, intakeApp, outboxRows, post, urls } from '../../test/intake';

describe.each(testDrivers)('identify and customer attributes on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await intakeApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const personByEmail = async (email: string) => (await database.db.select().from(people).where(eq(people.email, email)))[0];

  it('stores the person by lowercased email and queues the identify in the same answer', async () => {
    const response = await post(app, urls.identify, identifyBody('Ada.Lovelace@Example.com'));
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

    const [row] = await outboxRows(database.db, `identify:${id}:`);
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
    const first = await post(app, urls.identify, identifyBody('same@example.com'));
    const again = await post(app, urls.identify, identifyBody('SAME@example.com'));
    expect(again.json().id).toBe(first.json().id);
    expect(await outboxRows(database.db, `identify:${first.json().id}:`)).toHaveLength(1);
    expect(await database.db.select().from(people).where(eq(people.email, 'same@example.com'))).toHaveLength(1);
  });

  it('updates the person and queues a new identify when an attribute changes', async () => {
    const first = await post(app, urls.identify, identifyBody('mover@example.com'));
    const moved = await post(app, urls.identify, identifyBody('mover@example.com', { city: 'Plano', county: 'Collin County', state: 'Texas' }));
    expect(moved.json().id).toBe(first.json().id);
    expect(await personByEmail('mover@example.com')).toMatchObject({ city: 'Plano', state: 'Texas', locationObjectId: 'plano_collin_county_texas' });
    const rows = await outboxRows(database.db, `identify:${first.json().id}:`);
    expect(rows.map((row) => (row.payload as { attributes: { city: string } }).attributes.city)).toEqual(['Saratoga', 'Plano']);
  });

  it('takes the RSVP variant: last name, text object type, city_state object id', async () => {
    const body = rsvpIdentifyBody(
      { first_name: 'Rosa', last_name: 'Parks', email: 'rosa@example.com', willAttend: true, attendees: '2' },
      { city: 'Saratoga', state: 'California' },
    );
    const response = await post(app, urls.identify, body);
    expect(response.statusCode).toBe(200);
    expect(await personByEmail('rosa@example.com')).toMatchObject({ lastName: 'Parks', county: null, locationObjectId: 'saratoga_california' });
    const [row] = await outboxRows(database.db, `identify:${response.json().id}:`);
    expect(row.payload).toMatchObject({ cio_relationships: [{ identifiers: { object_type_id: '1', object_id: 'saratoga_california' } }] });
  });

  it('answers 400 with the spec messages per field and stores nothing', async () => {
    const before = await outboxRows(database.db);
    const body = identifyBody('x@example.com');
    const response = await post(app, urls.identify, {
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
    expect(await outboxRows(database.db)).toHaveLength(before.length);
  });

  it('refuses a missing or unknown workflow, a wrong type and a bad location object id', async () => {
    const body = identifyBody('x@example.com');
    const noWorkflow = await post(app, '/api/customerio/entityCreate', body);
    expect(noWorkflow.statusCode).toBe(400);
    expect(noWorkflow.json().fieldErrors).toEqual({ workflow: ["workflow must be 'newsletter'"] });
    const wrong = await post(app, urls.identify, {
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
    it('answers a known person by id or by email in any case, never cached', async () => {
      const { id } = (await post(app, urls.identify, identifyBody('Known@Example.com'))).json();
      const expected = {
        customer: {
          id,
          attributes: { email: 'known@example.com', first_name: 'Ada', last_name: null, city: 'Saratoga', state: 'California', county: 'Santa Clara County' },
        },
      };
      for (const identifier of [id, id.toUpperCase(), 'KNOWN@example.com']) {
        const response = await app.inject({ method: 'GET', url: urls.attributes(identifier) });
        expect(response.statusCode).toBe(200);
        expect(CustomerAttributesResult.parse(response.json())).toEqual(expected);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('answers 404 for an unknown id or email and 400 without an identifier', async () => {
      for (const identifier of ['00000000-0000-4000-8000-000000000000', 'nobody@example.com', 'not-an-id']) {
        const response = await app.inject({ method: 'GET', url: urls.attributes(identifier) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No person with this identifier' });
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      const missing = await app.inject({ method: 'GET', url: '/api/customerio/customersAttributes?identifier=%20' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toEqual({ identifier: ['identifier is required'] });
    });
  });
});
