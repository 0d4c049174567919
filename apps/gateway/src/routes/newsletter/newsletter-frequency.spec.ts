import { subscribers } from '@civicbrief/gateway-db';
import { signLink } from '../../newsletter/links';
import { gatewayTest, testApp } from '../../test/gateway-test';

const secret = 'newsletter-link-secret-for-frequency';

describe('choosing how often the newsletter comes', () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database, { NEWSLETTER_LINK_SECRET: secret });
    const [row] = await database.db
      .insert(subscribers)
      .values({ email: 'often@example.com', city: 'Saratoga', county: 'Santa Clara County', state: 'California' })
      .returning();
    return { app, id: row.id };
  });
  const choose = (token: string, frequency: string) =>
    setup.app.inject({ method: 'POST', url: '/api/newsletter/frequency', payload: { token, frequency } });

  it('takes the choice with the my-data or unsubscribe link, and the link tells it back', async () => {
    const data = signLink(secret, 'data', setup.id);
    expect((await choose(data, 'daily')).json()).toEqual({ frequency: 'daily', changed: true });
    expect((await choose(data, 'daily')).json()).toEqual({ frequency: 'daily', changed: false });
    expect((await choose(signLink(secret, 'unsubscribe', setup.id), 'off')).json()).toEqual({
      frequency: 'off',
      changed: true,
    });
    const link = await setup.app.inject({
      method: 'GET',
      url: `/api/newsletter/link?token=${encodeURIComponent(data)}`,
    });
    expect(link.json()).toMatchObject({ purpose: 'data', frequency: 'off' });
  });

  it('refuses another choice, a confirmation link and a forged one, with a 4xx', async () => {
    const wrong = await choose(signLink(secret, 'data', setup.id), 'hourly');
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([
      400,
      { frequency: ['Choose weekly, daily or never.'] },
    ]);
    expect((await choose(signLink(secret, 'confirm', setup.id), 'weekly')).statusCode).toBe(400);
    expect((await choose(signLink('another-secret-entirely', 'data', setup.id), 'weekly')).statusCode).toBe(400);
  });
});
