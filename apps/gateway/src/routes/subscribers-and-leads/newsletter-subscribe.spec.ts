import { IntakeResult, intakeMessages } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { people, subscribers } from '@civicbrief/gateway-db';
import { signLink } from '../../newsletter/links';
import { testDrivers } from '../../test/databases';
import { identifyBody, newsletterBody, outboxRows, post, saratoga, source, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

const linkSecret = 'newsletter-link-secret-for-tests';

describe.each(testDrivers)('newsletter subscription on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { NEWSLETTER_LINK_SECRET: linkSecret }),
    /** The same gateway with double opt-in on, over the same database. */
    optIn: await testApp(database, { DOUBLE_OPT_IN: 'true' }),
    /** A second gateway with double opt-in, as when several run. */
    secondOptIn: await testApp(database, { DOUBLE_OPT_IN: 'true' }),
  }));

  const subscribersOf = (email: string) =>
    setup.database.db.select().from(subscribers).where(eq(subscribers.email, email));
  const personOf = async (email: string) =>
    (await setup.database.db.select().from(people).where(eq(people.email, email)))[0];
  const unsubscribe = (id: string) =>
    setup.database.db
      .update(subscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscribers.id, id));

  it('stores an active subscriber and queues the subscribed event together', async () => {
    const response = await post(setup.app, urls.newsletter, newsletterBody('Nell@Example.com'));
    expect(response.statusCode).toBe(200);
    const { id } = IntakeResult.parse(response.json());
    expect(response.json()).toEqual({ ok: true, id, status: 'subscribed' });

    const [subscriber] = await subscribersOf('nell@example.com');
    expect(subscriber).toMatchObject({
      id,
      firstName: 'Ada',
      ...saratoga,
      source,
      status: 'active',
      confirmedAt: null,
    });
    const rows = await outboxRows(setup.database.db, `subscribed:${id}:`);
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
    const first = await post(setup.app, urls.newsletter, newsletterBody('twice@example.com'));
    const second = await post(setup.app, urls.newsletter, newsletterBody('TWICE@example.com', { first_name: '' }));
    expect(second.json()).toEqual({ ok: true, id: first.json().id, status: 'subscribed' });
    const rows = await subscribersOf('twice@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Ada');
    expect(await outboxRows(setup.database.db, `subscribed:${first.json().id}:`)).toHaveLength(1);
  });

  it('keeps one subscriber and one outbox row when the same subscription arrives many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(setup.app, urls.newsletter, newsletterBody('burst@example.com'))),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    const [subscriber, ...others] = await subscribersOf('burst@example.com');
    expect(others).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().id))).toEqual(new Set([subscriber.id]));
    expect(await outboxRows(setup.database.db, `subscribed:${subscriber.id}:`)).toHaveLength(1);
  });

  it('keeps a subscription per city', async () => {
    await post(setup.app, urls.newsletter, newsletterBody('two-cities@example.com'));
    const plano = await post(
      setup.app,
      urls.newsletter,
      newsletterBody('two-cities@example.com', { city: 'Plano', county: 'Collin County', state: 'Texas' }),
    );
    expect(plano.statusCode).toBe(200);
    expect((await subscribersOf('two-cities@example.com')).map((row) => row.city).sort()).toEqual([
      'Plano',
      'Saratoga',
    ]);
  });

  it('holds a subscription an address takes back after unsubscribing until that address confirms, double opt-in or not', async () => {
    await post(setup.app, urls.identify, identifyBody('back@example.com'));
    const { id } = (await post(setup.app, urls.newsletter, newsletterBody('back@example.com'))).json();
    await unsubscribe(id);
    await setup.database.db.update(people).set({ unsubscribed: true }).where(eq(people.email, 'back@example.com'));
    // Anyone may send this: the answer is the usual success, and it tells nothing of the earlier unsubscribe.
    const again = await post(setup.app, urls.newsletter, newsletterBody('back@example.com'));
    expect(again.json()).toEqual({ ok: true, id, status: 'subscribed' });
    expect((await subscribersOf('back@example.com'))[0]).toMatchObject({ status: 'pending' });
    expect(await outboxRows(setup.database.db, `subscribed:${id}:`)).toHaveLength(1);
    const [mail] = await outboxRows(setup.database.db, `confirm:${id}:`);
    expect(mail).toMatchObject({
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: id, to: 'back@example.com' },
    });
    // Another city for the same address: the same rule.
    await post(setup.app, urls.newsletter, newsletterBody('back@example.com', { city: 'Palo Alto' }));
    expect((await subscribersOf('back@example.com')).map((row) => [row.city, row.status]).sort()).toEqual([
      ['Palo Alto', 'pending'],
      ['Saratoga', 'pending'],
    ]);

    // The link in that mail is what takes it back, and tells the provider the address may be mailed again.
    const confirm = await post(setup.app, '/api/newsletter/confirm', { token: signLink(linkSecret, 'confirm', id) });
    expect(confirm.json()).toEqual({ status: 'active', changed: true });
    expect(await personOf('back@example.com')).toMatchObject({ unsubscribed: false });
    const [revived] = await outboxRows(setup.database.db, `resubscribed:${id}:`);
    expect(revived.payload).toEqual({
      type: 'person',
      identifiers: { email: 'back@example.com' },
      action: 'identify',
      attributes: { email: 'back@example.com', unsubscribed: false },
    });
    expect(await outboxRows(setup.database.db, `subscribed:${id}:`)).toHaveLength(2);
  });

  it('refuses a place outside the catalogue, and stores the catalogue spelling of one inside it', async () => {
    const errors = async (place: Record<string, string>) =>
      (
        await post(setup.optIn, urls.newsletter, { data: { ...newsletterBody('places@example.com').data, ...place } })
      ).json().fieldErrors;
    expect(await errors({ city: 'Saratoga 2' })).toEqual({ 'data.city': ['Please select a city'] });
    expect(await errors({ city: 'Plano', county: 'Collin County', state: 'California' })).toEqual({
      'data.city': ['Please select a city'],
    });
    expect(await errors({ state: 'Atlantis' })).toEqual({ 'data.state': ['Please select a state'] });
    expect(await errors({ county: 'Collin County' })).toEqual({ 'data.county': ['Please select a county'] });
    expect(await subscribersOf('places@example.com')).toEqual([]);

    const typed = await post(
      setup.app,
      urls.newsletter,
      newsletterBody('places@example.com', { city: ' SARATOGA ', county: 'santa clara county', state: 'ca' }),
    );
    expect(typed.statusCode).toBe(200);
    expect((await subscribersOf('places@example.com'))[0]).toMatchObject(saratoga);
    const denton = await post(
      setup.app,
      urls.newsletter,
      newsletterBody('places@example.com', { city: 'Plano', county: 'Denton County', state: 'Texas' }),
    );
    expect(denton.statusCode).toBe(200);
  });

  it('sends one address at most CONFIRMATION_MAILS_PER_DAY confirmations, counted in the database for every gateway', async () => {
    const cities = ['Saratoga', 'Palo Alto', 'Cupertino', 'Los Gatos', 'Campbell'];
    const answers = [];
    for (const [index, city] of cities.entries()) {
      // Alternating between two gateways over one database: the count is the database's.
      answers.push(
        (
          await post(
            index % 2 ? setup.optIn : setup.secondOptIn,
            urls.newsletter,
            newsletterBody('flooded@example.com', { city }),
          )
        ).json(),
      );
    }
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['pending-confirmation']));
    expect((await subscribersOf('flooded@example.com')).every((row) => row.status === 'pending')).toBe(true);
    const mails = (await outboxRows(setup.database.db, 'confirm:')).filter(
      (row) => (row.payload as { to: string }).to === 'flooded@example.com',
    );
    expect(mails).toHaveLength(3);

    // Unsubscribing and subscribing again in a loop sends no more either.
    const [first] = await subscribersOf('flooded@example.com');
    for (let round = 0; round < 3; round += 1) {
      await unsubscribe(first.id);
      await post(setup.optIn, urls.newsletter, newsletterBody('flooded@example.com', { city: first.city }));
    }
    expect(
      (await outboxRows(setup.database.db, 'confirm:')).filter(
        (row) => (row.payload as { to: string }).to === 'flooded@example.com',
      ),
    ).toHaveLength(3);
  });

  it('counts the confirmation cap per mailbox: case and plus-address variants of one address share it', async () => {
    const variants = [
      'shared+1@example.com',
      'shared+2@example.com',
      'Shared@Example.COM',
      'SHARED+news@example.com',
      'shared@example.com',
    ];
    for (const email of variants) {
      expect((await post(setup.optIn, urls.newsletter, newsletterBody(email))).json().status).toBe(
        'pending-confirmation',
      );
    }
    const to = async (pattern: RegExp) =>
      (await outboxRows(setup.database.db, 'confirm:'))
        .map((row) => (row.payload as { to: string }).to)
        .filter((address) => pattern.test(address));
    expect(await to(/^shared[+@]/)).toEqual(['shared+1@example.com', 'shared+2@example.com', 'shared@example.com']);
    // Each subscription keeps its address as typed (lower case), tag and all.
    expect(await subscribersOf('shared+news@example.com')).toHaveLength(1);
    // Another mailbox of the same domain, or one whose name only starts alike, has a cap of its own.
    await post(setup.optIn, urls.newsletter, newsletterBody('shared2@example.com'));
    await post(setup.optIn, urls.newsletter, newsletterBody('+shared@example.com'));
    expect(await to(/^(shared2|\+shared)@/)).toEqual(['shared2@example.com', '+shared@example.com']);
  });

  describe('with double opt-in', () => {
    it('stores a pending subscriber and queues one confirmation mail, also when sent again', async () => {
      const response = await post(setup.optIn, urls.newsletter, newsletterBody('Careful@Example.com'));
      const { id } = IntakeResult.parse(response.json());
      expect(response.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });
      expect((await subscribersOf('careful@example.com'))[0].status).toBe('pending');
      const again = await post(setup.optIn, urls.newsletter, newsletterBody('careful@example.com'));
      expect(again.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });

      const mails = await outboxRows(setup.database.db, `confirm:${id}:`);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: 'email',
        payload: { template: 'confirm-subscription', subscriberId: id, to: 'careful@example.com' },
      });
      expect(await outboxRows(setup.database.db, `subscribed:${id}:`)).toEqual([]);
    });

    it('leaves an active subscriber active and sends no mail, with the same answer as for anyone', async () => {
      const { id } = (await post(setup.app, urls.newsletter, newsletterBody('active@example.com'))).json();
      const response = await post(setup.optIn, urls.newsletter, newsletterBody('active@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });
      expect((await subscribersOf('active@example.com'))[0].status).toBe('active');
      expect(await outboxRows(setup.database.db, `confirm:${id}:`)).toEqual([]);
    });

    it('asks an unsubscribed address to confirm again', async () => {
      const { id } = (await post(setup.optIn, urls.newsletter, newsletterBody('lapsed@example.com'))).json();
      await unsubscribe(id);
      const response = await post(setup.optIn, urls.newsletter, newsletterBody('lapsed@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'pending-confirmation' });
      expect((await subscribersOf('lapsed@example.com'))[0].status).toBe('pending');
      expect(await outboxRows(setup.database.db, `confirm:${id}:`)).toHaveLength(2);
    });

    it('activates a pending subscriber once double opt-in is turned off', async () => {
      const { id } = (await post(setup.optIn, urls.newsletter, newsletterBody('switch@example.com'))).json();
      const response = await post(setup.app, urls.newsletter, newsletterBody('switch@example.com'));
      expect(response.json()).toEqual({ ok: true, id, status: 'subscribed' });
      expect(await outboxRows(setup.database.db, `subscribed:${id}:`)).toHaveLength(1);
    });
  });

  it('answers 400 with the spec messages per field', async () => {
    const empty = await post(setup.app, urls.newsletter, { data: { email: '', city: '', county: '', state: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      'data.email': [intakeMessages.emailRequired, intakeMessages.emailInvalid],
      'data.city': ['Please select a city'],
      'data.county': ['Please select a county'],
      'data.state': ['Please select a state'],
    });
    const body = newsletterBody('x@example.com');
    const invalid = await post(setup.app, urls.newsletter, { data: { ...body.data, email: 'x@example' } });
    expect(invalid.json().fieldErrors).toEqual({ 'data.email': ['Please enter a valid email address'] });
    const noData = await post(setup.app, urls.newsletter, {});
    expect(noData.json().fieldErrors).toEqual({ data: ['data is required'] });
  });

  it('refuses a workflow other than newsletter', async () => {
    const response = await post(
      setup.app,
      '/api/customerio/subscribe?workflow=weekly',
      newsletterBody('x@example.com'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ workflow: ["workflow must be 'newsletter'"] });
  });
});
