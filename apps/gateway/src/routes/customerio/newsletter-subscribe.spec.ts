import { IntakeResult, intakeMessages } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { subscribers } from '../../db/schema';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { intakeApp, newsletterBody, outboxRows, post, saratoga, source, urls } from '../../test/intake';

describe.each(testDrivers)('newsletter subscription on %s', (driver) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** The same gateway with double opt-in on, over the same database. */
  let optIn: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await intakeApp(database);
    optIn = await intakeApp(database, { DOUBLE_OPT_IN: 'true' });
  });

  afterAll(async () => {
    await app?.close();
    await optIn?.close();
    await database?.close();
  });

  const subscribersOf = (email: string) => database.db.select().from(subscribers).where(eq(subscribers.email, email));
  const unsubscribe = (id: string) => database.db.update(subscribers).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(eq(subscribers.id, id));

  it('stores an active subscriber and queues the subscribed event together', async () => {
    const response = await post(app, urls.newsletter, newsletterBody('Nell@Example.com'));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id, status: 'subscribed' });

    const [subscriber] = await subscribersOf('nell@example.com');
    expect(subscriber).toMatchObject({ id, firstName: 'Ada', ...saratoga, source, status: 'active', confirmedAt: null });
    const rows = await outboxRows(database.db, `subscribed:${id}:`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'track', status: 'pending' });
    expect(rows[0].payload).toEqual({
      type: 'person',
      identifiers: { email: 'nell@example.com' },
      action: 'event',
      name: 'newsletter_subscribed',
      attributes: { email: 'nell@example.com', first_name: 'Ada', ...saratoga, source },
    });
  });

  it('keeps one subscriber and one outbox row when the same subscription comes twice', async () => {
    const first = await post(app, urls.newsletter, newsletterBody('twice@example.com'));
    const second = await post(app, urls.newsletter, newsletterBody('TWICE@example.com', { first_name: '' }));
    expect(second.json()).toEqual({ ok: true, id: first.json().id, status: 'subscribed' });
    const rows = await subscribersOf('twice@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Ada');
    expect(await outboxRows(database.db, `subscribed:${first.json().id}:`)).toHaveLength(1);
  });

  it('keeps one subscriber and one outbox row when the same subscription arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(app, urls.newsletter, newsletterBody('burst@example.com'))));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    const [subscriber, ...others] = await subscribersOf('burst@example.com');
    expect(others).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().id))).toEqual(new Set([subscriber.id]));
    expect(await outboxRows(database.db, `subscribed:${subscriber.id}:`)).toHaveLength(1);
  });

  it('keeps a subscription per city', async () => {
    await post(app, urls.newsletter, newsletterBody('two-cities@example.com'));
    const plano = await post(app, urls.newsletter, newsletterBody('two-cities@example.com', { city: 'Plano', county: 'Collin County', state: 'Texas' }));
    expect(plano.statusCode).toBe(200);
    expect((await subscribersOf('two-cities@example.com')).map((row) => row.city).sort()).toEqual(['Plano', 'Saratoga']);
  });

  it('subscribes an unsubscribed address again and announces it again', async () => {
    const { id } = (await post(app, urls.newsletter, newsletterBody('back@example.com'))).json();
    await unsubscribe(id);
    const again = await post(app, urls.newsletter, newsletterBody('back@example.com'));
    expect(again.json()).toEqual({ ok: true, id, status: 'subscribed' });
    expect((await subscribersOf('back@example.com'))[0]).toMatchObject({ status: 'active', unsubscribedAt: null });
    expect(await outboxRows(database.db, `subscribed:${id}:`)).toHaveLength(2);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await outboxRows(database.db);
    const response = await post(app, urls.newsletter, newsletterBody('bot@example.com', { website: 'http://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(IntakeResult.parse(response.json())).toMatchObject({ ok: true, status: 'subscribed' });
    expect(await subscribersOf('bot@example.com')).toEqual([]);
    expect(await outboxRows(database.db)).toHaveLength(before.length);
    const optInAnswer = await post(optIn, urls.newsletter, newsletterBody('bot@example.com', { website: 'x' }));
    expect(optInAnswer.json().status).toBe('pending-confirmation');
  });

  describe('with double opt-in', () => {
    it('stores a pending subscriber and queues one confirmation mail, also when sent again', async () => {
      const response = await post(optIn, urls.newsletter, newsletterBody('Careful@Example.com'));
      const { id } = IntakeResult.parse(response.json());
      expect(response.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });
      expect((await subscribersOf('careful@example.com'))[0].status).toBe('pending');
      const again = await post(optIn, urls.newsletter, newsletterBody('careful@example.com'));
      expect(again.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });

      const mails = await outboxRows(database.db, `confirm:${id}:`);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'email', payload: { template: 'confirm-subscription', subscriberId: id, to: 'careful@example.com' } });
      expect(await outboxRows(database.db, `subscribed:${id}:`)).toEqual([]);
    });

    it('leaves an active subscriber active and sends no mail', async () => {
      const { id } = (await post(app, urls.newsletter, newsletterBody('active@example.com'))).json();
      const response = await post(optIn, urls.newsletter, newsletterBody('active@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'subscribed' });
      expect(await outboxRows(database.db, `confirm:${id}:`)).toEqual([]);
    });

    it('asks an unsubscribed address to confirm again', async () => {
      const { id } = (await post(optIn, urls.newsletter, newsletterBody('lapsed@example.com'))).json();
      await unsubscribe(id);
      const response = await post(optIn, urls.newsletter, newsletterBody('lapsed@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });
      expect((await subscribersOf('lapsed@example.com'))[0].status).toBe('pending');
      expect(await outboxRows(database.db, `confirm:${id}:`)).toHaveLength(2);
    });

    it('activates a pending subscriber once double opt-in is turned off', async () => {
      const { id } = (await post(optIn, urls.newsletter, newsletterBody('switch@example.com'))).json();
      const response = await post(app, urls.newsletter, newsletterBody('switch@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'subscribed' });
      expect(await outboxRows(database.db, `subscribed:${id}:`)).toHaveLength(1);
    });
  });

  it('answers 400 with the spec messages per field', async () => {
    const empty = await post(app, urls.newsletter, { data: { email: '', city: '', county: '', state: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      'data.email': [intakeMessages.emailRequired, intakeMessages.emailInvalid],
      'data.city': ['Please select a city'],
      'data.county': ['Please select a county'],
      'data.state': ['Please select a state'],
    });
    const body = newsletterBody('x@example.com');
    const invalid = await post(app, urls.newsletter, { data: { ...body.data, email: 'x@example' } });
    expect(invalid.json().fieldErrors).toEqual({ 'data.email': ['Please enter a valid email address'] });
    const noData = await post(app, urls.newsletter, {});
    expect(noData.json().fieldErrors).toEqual({ data: ['data is required'] });
  });

  it('refuses a workflow other than newsletter', async () => {
    const response = await post(app, '/api/customerio/subscribe?workflow=weekly', newsletterBody('x@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ workflow: ["workflow must be 'newsletter'"] });
  });
});
