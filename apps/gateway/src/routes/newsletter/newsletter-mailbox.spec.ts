import { outbox, people, subscribers } from '@civicbrief/gateway-db';
import { eq, sql } from 'drizzle-orm';
import { signAlertLink } from '../../alerts/links';
import { signLink } from '../../newsletter/links';
import { gatewayTest, testApp } from '../../test/gateway-test';

const secret = 'newsletter-link-secret-for-the-mailbox';
const place = (city: string, county: string, state: string) => ({ city, county, state });

// A newsletter mail covers every city of its address (decision 046): its link speaks for all of them.
describe("a newsletter mail's links, for every city of the address", () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database, { NEWSLETTER_LINK_SECRET: secret });
    const rows = await database.db
      .insert(subscribers)
      .values([
        { email: 'Two.Cities@example.com', status: 'active', ...place('Saratoga', 'Santa Clara County', 'California') },
        { email: 'two.cities@EXAMPLE.com', status: 'active', ...place('Austin', 'Travis County', 'Texas') },
        {
          email: 'two.cities@example.com',
          status: 'unsubscribed',
          ...place('Palo Alto', 'Santa Clara County', 'California'),
        },
        {
          email: 'someone.else@example.com',
          status: 'active',
          ...place('Saratoga', 'Santa Clara County', 'California'),
        },
      ])
      .returning();
    await database.db.insert(people).values({ email: 'two.cities@example.com' });
    return { app, db: database.db, ids: rows.map((row) => row.id) };
  });
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    setup.app.inject({ method, url, ...(payload ? { payload } : {}) });
  // Each subscription as `<mailbox> <city>: <status> <frequency>`, sorted (the tests go on from each other's state).
  const statuses = async () =>
    (await setup.db.select().from(subscribers))
      .map((row) => `${row.email.toLowerCase().split('@')[0]} ${row.city}: ${row.status} ${row.digestFrequency}`)
      .sort();

  it('tells the live cities of the address, its own first; another link does not list them', async () => {
    const token = signLink(secret, 'newsletter', setup.ids[1]);
    const found = await inject('GET', `/api/newsletter/link?token=${encodeURIComponent(token)}`);
    expect(found.json()).toEqual({
      purpose: 'newsletter',
      status: 'active',
      city: 'Austin',
      state: 'Texas',
      frequency: 'weekly',
      cities: [
        { city: 'Austin', state: 'Texas' },
        { city: 'Saratoga', state: 'California' },
      ],
    });
    const single = await inject(
      'GET',
      `/api/newsletter/link?token=${encodeURIComponent(signLink(secret, 'unsubscribe', setup.ids[1]))}`,
    );
    expect(single.json()).not.toHaveProperty('cities');
  });

  it('sets how often for every subscription of the address, and no one else', async () => {
    const chosen = await inject('POST', '/api/newsletter/frequency', {
      token: signLink(secret, 'newsletter', setup.ids[0]),
      frequency: 'daily',
    });
    expect(chosen.json()).toEqual({ frequency: 'daily', changed: true });
    expect(await statuses()).toEqual([
      'someone.else Saratoga: active weekly',
      'two.cities Austin: active daily',
      'two.cities Palo Alto: unsubscribed daily',
      'two.cities Saratoga: active daily',
    ]);
  });

  it('one click unsubscribes every city of the address at once, tells the provider once, and a second click nothing', async () => {
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(signLink(secret, 'newsletter', setup.ids[0]))}`;
    const click = () =>
      setup.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await click()).json()).toEqual({ status: 'unsubscribed', changed: true });
    expect(await statuses()).toEqual([
      'someone.else Saratoga: active weekly',
      'two.cities Austin: unsubscribed daily',
      'two.cities Palo Alto: unsubscribed daily',
      'two.cities Saratoga: unsubscribed daily',
    ]);
    const events = await setup.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.idempotencyKey} like 'unsubscribed:%'`);
    const names = events.map(({ payload }) => (payload as { name?: string; action: string }).name ?? 'identify');
    expect(names.sort()).toEqual(['identify', 'newsletter_unsubscribed', 'newsletter_unsubscribed']);
    const [person] = await setup.db.select().from(people).where(eq(people.email, 'two.cities@example.com'));
    expect(person.unsubscribed).toBe(true);

    expect((await click()).json()).toEqual({ status: 'unsubscribed', changed: false });
    expect(
      await setup.db
        .select()
        .from(outbox)
        .where(sql`${outbox.idempotencyKey} like 'unsubscribed:%'`),
    ).toHaveLength(3);
  });

  it('refuses a newsletter link made with the alerts key, and a forged one, with a 400', async () => {
    // An alert link's key is derived from the same secret: its tokens must never pass as a newsletter's.
    const alertToken = signAlertLink(secret, 'unsubscribe', setup.ids[0]);
    const refused = await inject('POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(alertToken)}`);
    expect(refused.statusCode).toBe(400);
    const forged = signLink('not-the-secret', 'newsletter', setup.ids[0]);
    expect((await inject('POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`)).statusCode).toBe(
      400,
    );
    expect(await statuses()).toContain('someone.else Saratoga: active weekly');
  });
});
