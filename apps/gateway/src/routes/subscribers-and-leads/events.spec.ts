import { IntakeResult, PUBLIC_EVENT_NAMES, RsvpFormInput, rsvpEventBody } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { events } from '@civicbrief/gateway-db';
import { testDrivers } from '../../test/databases';
import { identifyBody, outboxRows, post, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('events on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const app = await testApp(database);
    const { id: personId } = (await post(app, urls.identify, identifyBody('rosa@example.com'))).json();
    return { app, personId: personId as string };
  });

  const rsvp = rsvpEventBody(
    RsvpFormInput.parse({
      first_name: 'Rosa',
      last_name: 'Parks',
      email: 'rosa@example.com',
      willAttend: 'yes',
      attendees: '2',
    }),
    {
      name: 'Town hall',
      time: '2026-12-01T18:00:00Z',
    },
  );

  const eventRow = async (id: string) => (await setup.database.db.select().from(events).where(eq(events.id, id)))[0];

  it('stores the event of a known person (by id) and queues it for the provider by email', async () => {
    const response = await post(setup.app, urls.events(setup.personId), rsvp);
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id });
    expect(await eventRow(id)).toMatchObject({
      identifier: setup.personId,
      personId: setup.personId,
      name: 'RSVP',
      data: rsvp.data,
    });
    const [row] = await outboxRows(setup.database.db, `event:${id}`);
    expect(row.payload).toEqual({
      type: 'person',
      identifiers: { email: 'rosa@example.com' },
      action: 'event',
      name: 'RSVP',
      attributes: rsvp.data,
    });
  });

  it('stores an identical event once, whatever the key order of its data', async () => {
    const body = { name: 'SubscriptionFeedbackSurvey', data: { event: 'SubscriptionFeedbackSurvey', outreach: 'Yes' } };
    const first = await post(setup.app, urls.events('ROSA@example.com'), body);
    const reordered = await post(setup.app, urls.events('rosa@example.com'), {
      name: body.name,
      data: { outreach: 'Yes', event: 'SubscriptionFeedbackSurvey' },
    });
    expect(reordered.json().id).toBe(first.json().id);
    expect(await outboxRows(setup.database.db, `event:${first.json().id}`)).toHaveLength(1);
    expect((await eventRow(first.json().id)).personId).toBe(setup.personId);

    const changed = await post(setup.app, urls.events('rosa@example.com'), {
      ...body,
      data: { ...body.data, event: 'other' },
    });
    expect(changed.json().id).not.toBe(first.json().id);
  });

  it('dedupes by the Idempotency-Key header when one is given', async () => {
    const headers = { 'idempotency-key': 'rsvp-attempt-1' };
    const one = { name: 'RSVP', data: { ...rsvp.data, attendees: '1' } };
    const first = await post(setup.app, urls.events(setup.personId), one, { headers });
    const retried = await post(
      setup.app,
      urls.events(setup.personId),
      { name: 'RSVP', data: { ...rsvp.data, attendees: '2' } },
      { headers },
    );
    expect(retried.json().id).toBe(first.json().id);
    expect((await eventRow(first.json().id)).data).toEqual(one.data);
    const otherKey = await post(setup.app, urls.events(setup.personId), one, {
      headers: { 'idempotency-key': 'rsvp-attempt-2' },
    });
    expect(otherKey.json().id).not.toBe(first.json().id);
    const blank = await post(setup.app, urls.events(setup.personId), rsvp, { headers: { 'idempotency-key': ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ 'idempotency-key': ['Idempotency-Key must not be empty'] });
  });

  it('keeps an event for an unknown email (queued by email) and for an unknown id (stored only)', async () => {
    const byEmail = await post(setup.app, urls.events('Stranger@Example.com'), rsvp);
    expect(await eventRow(byEmail.json().id)).toMatchObject({ identifier: 'stranger@example.com', personId: null });
    const [queued] = await outboxRows(setup.database.db, `event:${byEmail.json().id}`);
    expect(queued.payload).toMatchObject({ identifiers: { email: 'stranger@example.com' }, name: 'RSVP' });

    const unknownId = '00000000-0000-4000-8000-000000000000';
    const byId = await post(setup.app, urls.events(unknownId), rsvp);
    expect(byId.statusCode).toBe(200);
    expect(await eventRow(byId.json().id)).toMatchObject({ identifier: unknownId, personId: null });
    expect(await outboxRows(setup.database.db, `event:${byId.json().id}`)).toEqual([]);
  });

  it('answers 400 for a missing identifier, name or object data', async () => {
    const noIdentifier = await post(setup.app, '/api/customerio/events?workflow=newsletter', rsvp);
    expect(noIdentifier.statusCode).toBe(400);
    expect(noIdentifier.json().fieldErrors).toEqual({ identifier: ['identifier is required'] });
    const badBody = await post(setup.app, urls.events(setup.personId), { name: 'RSVP', data: ['not', 'an', 'object'] });
    expect(badBody.json().fieldErrors).toEqual({ data: ['Invalid input: expected object, received array'] });
    const badWorkflow = await post(setup.app, `${urls.events(setup.personId)}&workflow=weekly`, rsvp);
    expect(badWorkflow.statusCode).toBe(400);
  });

  it("accepts only the spec's events (RSVP, the survey follow-ups), each only with its own data", async () => {
    const names = { name: [`name must be one of: ${PUBLIC_EVENT_NAMES.join(', ')}`] };
    const before = (await outboxRows(setup.database.db)).length;
    // The confirm flow's own event: sent from outside it would go around double opt-in.
    for (const name of ['newsletter_subscribed', 'newsletter_unsubscribed', 'onboarding_request', ' ', 'rsvp']) {
      const response = await post(setup.app, urls.events('victim@example.com'), { name, data: rsvp.data });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(names);
    }
    const extra = await post(setup.app, urls.events(setup.personId), {
      name: 'RSVP',
      data: { ...rsvp.data, unsubscribed: false },
    });
    expect(extra.json().fieldErrors).toEqual({ data: ['Unrecognized key: "unsubscribed"'] });
    const wrong = await post(setup.app, urls.events(setup.personId), {
      name: 'SaratogaFeedbackSurvey',
      data: rsvp.data,
    });
    expect(wrong.statusCode).toBe(400);
    const noData = await post(setup.app, urls.events(setup.personId), { name: 'RSVP' });
    expect(noData.statusCode).toBe(400);
    expect(await outboxRows(setup.database.db)).toHaveLength(before);
    expect(await setup.database.db.select().from(events).where(eq(events.identifier, 'victim@example.com'))).toEqual(
      [],
    );

    const survey = await post(setup.app, urls.events(setup.personId), {
      name: 'SaratogaFeedbackSurvey',
      data: { event: 'SaratogaFeedbackSurvey', outreach: true },
    });
    expect(survey.statusCode).toBe(200);
  });
});
