import { PageImportInput } from '@civicbrief/contracts';
import { outbox, subscribers } from '@civicbrief/gateway-db';
import { eq } from 'drizzle-orm';
import { gatewayTest, testApp } from '../../test/gateway-test';

const saratoga = 'ca/santa-clara-county/saratoga';

describe('the newsletter operator endpoints', () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database);
    const guarded = await testApp(database, { OPS_TOKEN: 'an-operator-token-of-32-characters!!' });
    const now = Date.now();
    for (const [slug, tags, publishedAt] of [
      [saratoga, ['city'], '2024-01-01'],
      [
        `${saratoga}/summary/city-council-meeting-summary-x`,
        ['meeting-summary'],
        new Date(now - 86_400_000).toISOString(),
      ],
    ] as const)
      await app.pages.upsertBySlug(PageImportInput.parse({ slug, title: slug, tags: [...tags], publishedAt }));
    await database.db.insert(subscribers).values({
      email: 'reader@example.com',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      status: 'active',
      confirmedAt: new Date(now - 8 * 86_400_000),
    });
    return { app, guarded };
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => setup.app.inject({ method, url, payload });
  const digestRows = () => setup.database.db.select().from(outbox).where(eq(outbox.kind, 'digest-mail'));

  it("composes the day's issues, counts the due mails without queueing them, then queues them", async () => {
    expect((await call('POST', '/api/ops/newsletter/compose')).json()).toEqual({ issues: 1 });
    expect((await call('POST', '/api/ops/newsletter/compose')).json()).toEqual({ issues: 0 });
    expect((await call('POST', '/api/ops/newsletter/send?dryRun=true')).json()).toEqual({ mails: 1, dryRun: true });
    expect(await digestRows()).toHaveLength(0);
    expect((await call('POST', '/api/ops/newsletter/send')).json()).toEqual({ mails: 1, dryRun: false });
    expect(await digestRows()).toHaveLength(1);
    expect((await call('POST', '/api/ops/newsletter/send')).json()).toEqual({ mails: 0, dryRun: false });
  });

  it("mails a city's latest issue to one address, and says when it cannot", async () => {
    const sent = await call('POST', '/api/ops/newsletter/test', { to: 'editor@example.com', city: `/${saratoga}` });
    expect(sent.json()).toMatchObject({ queued: true, city: saratoga });
    expect((await digestRows()).map((row) => (row.payload as { to: string }).to)).toContain('editor@example.com');
    const palo = await call('POST', '/api/ops/newsletter/test', {
      to: 'editor@example.com',
      city: 'ca/santa-clara-county/palo-alto',
    });
    expect([palo.statusCode, palo.json().message]).toEqual([404, 'Palo Alto has no issue yet.']);
    expect((await call('POST', '/api/ops/newsletter/test', { to: 'x', city: saratoga })).statusCode).toBe(400);
    expect((await call('POST', '/api/ops/newsletter/test', { to: 'a@b.example', city: 'atlantis' })).statusCode).toBe(
      404,
    );
  });

  it("previews the mail of a city's issue, as HTML or as its plain text", async () => {
    const html = await call('GET', `/api/ops/newsletter/preview?city=${saratoga}`);
    expect([html.statusCode, html.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html.body).toContain('Saratoga');
    const text = await call('GET', `/api/ops/newsletter/preview?city=${saratoga}&format=text`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).not.toMatch(/<\/?[a-z]+[ >]/);
    expect((await call('GET', '/api/ops/newsletter/preview?city=ca/santa-clara-county/palo-alto')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/ops/newsletter/preview?city=${saratoga}&date=2026-02-30`)).statusCode).toBe(400);
  });

  it('sums up the issues and the mails', async () => {
    const summary = (await call('GET', '/api/ops/newsletter')).json();
    expect(summary).toMatchObject({
      issues: { total: 1, lastWeek: 1 },
      mails: { pending: 2, delivered: 0, dead: 0 },
      latest: [{ citySlug: saratoga, cityName: 'Saratoga', items: 1 }],
    });
  });

  it('answers operators only', async () => {
    const refused = await setup.guarded.inject({ method: 'POST', url: '/api/ops/newsletter/send' });
    expect(refused.statusCode).toBe(401);
    const allowed = await setup.guarded.inject({
      method: 'GET',
      url: '/api/ops/newsletter',
      headers: { authorization: 'Bearer an-operator-token-of-32-characters!!' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
