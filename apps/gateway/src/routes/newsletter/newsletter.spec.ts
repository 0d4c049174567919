import { NewsletterExport, newsletterMessages } from '@civicbrief/contracts';
import { eq, like } from 'drizzle-orm';
import { events, leads, outbox, people, subscribers } from '@civicbrief/gateway-db';
import { enqueue } from '../../outbox/enqueue';
import { freshAddress } from '../../test/accounts';
import { testDrivers } from '../../test/databases';
import { startFakeProvider } from '../../test/fake-provider';
import { linkIn, readMails } from '../../test/mail-files';
import { seedPerson } from '../../test/newsletter-records';
import { signLink } from '../../newsletter/links';
import { gatewayTest, tempFolder, testApp } from '../../test/gateway-test';

const secret = 'newsletter-link-secret-for-tests';
const origin = 'https://civicbrief.example';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(testDrivers)('newsletter links on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const provider = await startFakeProvider();
    const mail = await tempFolder('newsletter-mail-');
    const app = await testApp(database, {
      DOUBLE_OPT_IN: 'true',
      NEWSLETTER_LINK_SECRET: secret,
      SITE_ORIGIN: origin,
      MAIL_DIR: mail.path,
      CUSTOMERIO_TRACK_URL: provider.url,
      CUSTOMERIO_SITE_ID: provider.siteId,
      CUSTOMERIO_API_KEY: provider.apiKey,
    });
    return { app, provider, mail };
  });

  const subscriberRow = async (id: string) =>
    (await setup.database.db.select().from(subscribers).where(eq(subscribers.id, id)))[0];
  const outboxByPrefix = (prefix: string) =>
    setup.database.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `${prefix}%`));
  const post = (url: string, payload: object) =>
    setup.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': freshAddress() } });
  const mailsTo = async (email: string) =>
    (await readMails(setup.mail.path)).filter((mail) => mail.headers.includes(`To: ${email}`));

  it('double opt-in: the mail links to a page; a GET changes nothing; the POST confirms once', async () => {
    const subscribe = await post('/api/customerio/subscribe?workflow=newsletter', {
      data: {
        email: 'optin@example.com',
        first_name: 'Ada',
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
        source: `${origin}/`,
      },
    });
    expect(subscribe.json()).toMatchObject({ ok: true, status: 'pending-confirmation' });
    const { id } = subscribe.json();
    expect((await subscriberRow(id)).status).toBe('pending');

    await setup.app.outbox.runOnce();
    const [mail] = await mailsTo('optin@example.com');
    expect(mail.headers).toContain('Subject: Please confirm your CivicBrief subscription');
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const confirmLink = linkIn(mail.body, `${origin}/newsletter/confirm?token=`);
    const token = tokenOf(confirmLink);

    const look = await setup.app.inject({
      method: 'GET',
      url: `/api/newsletter/link?token=${encodeURIComponent(token)}`,
    });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toEqual({
      purpose: 'confirm',
      status: 'pending',
      city: 'Saratoga',
      state: 'California',
      frequency: 'weekly',
    });
    expect(look.headers['cache-control']).toBe('private, no-store');
    expect((await subscriberRow(id)).status).toBe('pending');

    const confirm = await post('/api/newsletter/confirm', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ status: 'active', changed: true });
    const row = await subscriberRow(id);
    expect(row.status).toBe('active');
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const events = await outboxByPrefix(`subscribed:${id}:`);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toEqual({
      type: 'person',
      identifiers: { email: 'optin@example.com' },
      action: 'event',
      name: 'newsletter_subscribed',
      attributes: {
        email: 'optin@example.com',
        first_name: 'Ada',
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
        source: `${origin}/`,
      },
    });

    expect((await post('/api/newsletter/confirm', { token })).json()).toEqual({ status: 'active', changed: false });
    expect(await outboxByPrefix(`subscribed:${id}:`)).toHaveLength(1);
    await setup.app.outbox.runOnce();
    expect(setup.provider.accepted.get(events[0].idempotencyKey)).toEqual(events[0].payload);
  });

  it('sends no confirmation mail to a subscription that is no longer pending', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'late@example.com', { status: 'pending' });
    const id = subscriptions[0].id;
    await enqueue(setup.database.db, `confirm:${id}:1`, {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: id, to: 'late@example.com' },
    });
    await post('/api/newsletter/confirm', { token: signLink(secret, 'confirm', id) });
    await setup.app.outbox.runOnce();
    expect(await mailsTo('late@example.com')).toEqual([]);
    const [row] = await outboxByPrefix(`confirm:${id}:`);
    expect(row).toMatchObject({ status: 'delivered', lastError: 'subscription is active' });
  });

  it('RFC 8058 one-click: a POST to the List-Unsubscribe URL unsubscribes; a GET only opens the page', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'oneclick@example.com', { status: 'pending' });
    const id = subscriptions[0].id;
    await enqueue(setup.database.db, `confirm:${id}:1`, {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: id, to: 'oneclick@example.com' },
    });
    await setup.app.outbox.runOnce();
    const [mail] = await mailsTo('oneclick@example.com');
    const target = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.headers)?.[1] ?? '';
    expect(target.startsWith(`${origin}/api/newsletter/unsubscribe?token=`)).toBe(true);
    const path = target.slice(origin.length);

    const opened = await setup.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(target))}`);
    expect((await subscriberRow(id)).status).toBe('pending');

    const oneClick = await setup.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed', changed: true });
    const row = await subscriberRow(id);
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    const [person] = await setup.database.db.select().from(people).where(eq(people.email, 'oneclick@example.com'));
    expect(person.unsubscribed).toBe(true);
    const rows = await outboxByPrefix(`unsubscribed:${id}:`);
    expect(rows.map((entry) => entry.payload)).toEqual(
      expect.arrayContaining([
        {
          type: 'person',
          identifiers: { email: 'oneclick@example.com' },
          action: 'event',
          name: 'newsletter_unsubscribed',
          attributes: {
            email: 'oneclick@example.com',
            city: 'Saratoga',
            county: 'Santa Clara County',
            state: 'California',
          },
        },
        {
          type: 'person',
          identifiers: { email: 'oneclick@example.com' },
          action: 'identify',
          attributes: { email: 'oneclick@example.com', unsubscribed: true },
        },
      ]),
    );
    expect(rows).toHaveLength(2);

    const multipart = await setup.app.inject({
      method: 'POST',
      url: path,
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(multipart.json()).toEqual({ status: 'unsubscribed', changed: false });
    expect(await outboxByPrefix(`unsubscribed:${id}:`)).toHaveLength(2);
  });

  it('accepts a one-click POST with no body at all, the token in the URL', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'nobody@example.com');
    const response = await setup.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(signLink(secret, 'unsubscribe', subscriptions[0].id))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed', changed: true });
  });

  it('unsubscribing from one of two cities tells the provider about that city only', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'twocities@example.com', {
      cities: ['Saratoga', 'Los Gatos'],
    });
    const [saratoga] = subscriptions;
    const response = await post('/api/newsletter/unsubscribe', { token: signLink(secret, 'unsubscribe', saratoga.id) });
    expect(response.json()).toEqual({ status: 'unsubscribed', changed: true });
    const rows = await outboxByPrefix(`unsubscribed:${saratoga.id}:`);
    expect(rows.map((row) => (row.payload as { action: string }).action)).toEqual(['event']);
    const [person] = await setup.database.db.select().from(people).where(eq(people.email, 'twocities@example.com'));
    expect(person.unsubscribed).toBe(false);
    expect((await subscriberRow(subscriptions[1].id)).status).toBe('active');
  });

  it('exports everything held for the address, and nobody else’s', async () => {
    const { person, subscriptions } = await seedPerson(setup.database.db, 'export@example.com', {
      cities: ['Saratoga', 'Campbell'],
    });
    await seedPerson(setup.database.db, 'someone-else@example.com');
    const token = signLink(secret, 'data', subscriptions[1].id);
    const response = await setup.app.inject({
      method: 'GET',
      url: `/api/newsletter/export?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="civicbrief-my-data.json"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = NewsletterExport.parse(response.json());
    expect(data.email).toBe('export@example.com');
    expect(data.person).toMatchObject({ id: person.id, email: 'export@example.com' });
    expect(data.subscribers.map((row) => row['city']).sort()).toEqual(['Campbell', 'Saratoga']);
    expect(data.leads).toEqual([expect.objectContaining({ kind: 'onboarding', email: 'export@example.com' })]);
    expect(data.events.map((row) => row['name']).sort()).toEqual(['RSVP', 'SurveyFollowUp']);
    expect(JSON.stringify(data)).not.toContain('someone-else');
  });

  it('erases everything held for the address in one go, and asks the provider to forget it', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'Erase@Example.com', {
      cities: ['Saratoga', 'Cupertino'],
    });
    await seedPerson(setup.database.db, 'stays@example.com');
    const token = signLink(secret, 'data', subscriptions[0].id);

    const response = await post('/api/newsletter/erase', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      erased: { people: 1, subscribers: 2, leads: 1, events: 2, alerts: 0, demoRequests: 0 },
    });
    const left = async (email: string) => ({
      people: (await setup.database.db.select().from(people).where(eq(people.email, email))).length,
      subscribers: (await setup.database.db.select().from(subscribers).where(eq(subscribers.email, email))).length,
      leads: (await setup.database.db.select().from(leads).where(eq(leads.email, email))).length,
      events: (
        await setup.database.db
          .select()
          .from(events)
          .where(eq(events.dedupeKey, `rsvp:${email}`))
      ).length,
    });
    expect(await left('Erase@Example.com')).toEqual({ people: 0, subscribers: 0, leads: 0, events: 0 });
    expect(await left('stays@example.com')).toEqual({ people: 1, subscribers: 1, leads: 1, events: 1 });

    const carrying = (await setup.database.db.select().from(outbox)).filter((row) =>
      JSON.stringify(row.payload).toLowerCase().includes('erase@example.com'),
    );
    expect(carrying.map((row) => row.idempotencyKey)).toEqual([`erased:${subscriptions[0].id}`]);
    await setup.app.outbox.runOnce();
    expect(setup.provider.accepted.get(`erased:${subscriptions[0].id}`)).toEqual({
      type: 'person',
      identifiers: { email: 'erase@example.com' },
      action: 'delete',
    });

    expect((await post('/api/newsletter/erase', { token })).json()).toEqual({
      erased: { people: 0, subscribers: 0, leads: 0, events: 0, alerts: 0, demoRequests: 0 },
    });
    const exported = await setup.app.inject({
      method: 'GET',
      url: `/api/newsletter/export?token=${encodeURIComponent(token)}`,
    });
    expect(exported.statusCode).toBe(404);
    expect(exported.json().message).toBe(newsletterMessages.subscriptionNotFound);
    const confirm = await post('/api/newsletter/confirm', { token: signLink(secret, 'confirm', subscriptions[0].id) });
    expect(confirm.statusCode).toBe(404);
  });

  it('answers 400 with a clear message for a missing, forged, expired or misused link, never a 5xx', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'tokens@example.com');
    const id = subscriptions[0].id;
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    const forged = signLink('some-other-secret-entirely', 'confirm', id);
    const cases: [string, string | object, string][] = [
      ['/api/newsletter/confirm', { token: 'garbage' }, newsletterMessages.linkInvalid],
      ['/api/newsletter/confirm', { token: forged }, newsletterMessages.linkInvalid],
      [
        '/api/newsletter/confirm',
        { token: signLink(secret, 'confirm', id, eightDaysAgo) },
        newsletterMessages.linkExpired,
      ],
      ['/api/newsletter/confirm', { token: signLink(secret, 'unsubscribe', id) }, newsletterMessages.linkInvalid],
      ['/api/newsletter/erase', { token: signLink(secret, 'unsubscribe', id) }, newsletterMessages.linkInvalid],
      ['/api/newsletter/erase', { token: signLink(secret, 'data', id, eightDaysAgo) }, newsletterMessages.linkExpired],
      ['/api/newsletter/unsubscribe', { token: signLink(secret, 'data', id) }, newsletterMessages.linkInvalid],
      ['/api/newsletter/unsubscribe', {}, newsletterMessages.linkInvalid],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload as object);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, message]);
    }
    const missing = await post('/api/newsletter/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ token: [newsletterMessages.linkInvalid] });
    for (const url of [
      '/api/newsletter/export?token=x.y',
      '/api/newsletter/link?token=%00',
      `/api/newsletter/export?token=${signLink(secret, 'confirm', id)}`,
    ]) {
      expect((await setup.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    const oneClickWithout = await setup.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClickWithout.statusCode).toBe(400);
    expect((await subscriberRow(id)).status).toBe('active');
  });
});
