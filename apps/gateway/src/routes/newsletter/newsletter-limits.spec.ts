import { intakeToasts } from '@civicbrief/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { signLink } from '../../newsletter/links';
import { freshAddress } from '../../test/accounts';
import { openTestDatabase } from '../../test/databases';
import { seedPerson } from '../../test/newsletter-records';
import { testApp } from '../../test/gateway-test';

const secret = 'newsletter-link-secret-for-tests';

// Rate limits do not depend on the database: PGlite only.
describe('newsletter link limits', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ids: string[];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const { subscriptions } = await seedPerson(database.db, 'limits@example.com', {
      cities: ['Saratoga', 'Campbell', 'Cupertino'],
    });
    ids = subscriptions.map((row) => row.id);
    app = await testApp(database, { INTAKE_RATE_LIMIT: '2', NEWSLETTER_LINK_SECRET: secret });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('limits confirm and erase per client address, with the intake wording', async () => {
    const address = freshAddress();
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: signLink(secret, 'confirm', ids[0]) },
        headers: { 'x-forwarded-for': address },
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(200);
    const third = await confirm();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: intakeToasts.tooManyRequests,
    });
    // Another address, and another call from the same address, have their own counters.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/newsletter/confirm',
          payload: { token: 'x' },
          headers: { 'x-forwarded-for': freshAddress() },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/newsletter/link?token=x',
          headers: { 'x-forwarded-for': address },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('allows reads (the link lookup behind each page view) five times as often as writes', async () => {
    const address = freshAddress();
    const look = () =>
      app.inject({
        method: 'GET',
        url: `/api/newsletter/link?token=${signLink(secret, 'data', ids[0])}`,
        headers: { 'x-forwarded-for': address },
      });
    for (let view = 1; view <= 10; view += 1) expect((await look()).statusCode).toBe(200);
    expect((await look()).statusCode).toBe(429);
  });

  it('limits the one-click unsubscribe per link, so one mail server can unsubscribe many people', async () => {
    const mailServer = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' };
    const oneClick = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(signLink(secret, 'unsubscribe', id))}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: mailServer,
      });
    expect((await oneClick(ids[1])).statusCode).toBe(200);
    expect((await oneClick(ids[1])).statusCode).toBe(200);
    expect((await oneClick(ids[1])).statusCode).toBe(429);
    expect((await oneClick(ids[2])).statusCode).toBe(200);
  });

  it('refuses a body far larger than a token (413), not a 5xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/erase',
      payload: { token: 'x'.repeat(10_000) },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(response.statusCode).toBe(413);
  });
});
