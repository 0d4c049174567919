import { asc, eq } from 'drizzle-orm';
import { newsletterIssues, outbox, subscribers, type DatabaseHandle } from '@civicbrief/gateway-db';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { queueDigestMails } from './queue-mails';

const day = 86_400_000;
const start = new Date('2026-11-01T06:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * day);
const place = (city: string) => ({ city, county: 'Santa Clara County', state: 'California' });

describe.each(testDrivers)('queueing the newsletter mails on %s', (driver) => {
  let database: DatabaseHandle;
  const issueIds: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const subscribe = (email: string, city: string, fields: Partial<typeof subscribers.$inferInsert> = {}) =>
      database.db
        .insert(subscribers)
        .values({ email, ...place(city), status: 'active', confirmedAt: start, ...fields });
    await subscribe('ana@example.com', 'Saratoga');
    await subscribe('Ana@Example.com', 'Palo Alto');
    await subscribe('ben@example.com', 'Saratoga', { digestFrequency: 'daily' });
    await subscribe('cy@example.com', 'Saratoga', { digestFrequency: 'off' });
    await subscribe('dee@example.com', 'Saratoga', { status: 'pending', confirmedAt: null });
    await subscribe('eve@example.com', 'Saratoga', { confirmedAt: after(5) });
    const issue = async (citySlug: string, days: number) => {
      const [row] = await database.db
        .insert(newsletterIssues)
        .values({
          citySlug,
          issueDate: after(days).toISOString().slice(0, 10),
          periodStart: after(days - 1),
          periodEnd: after(days),
          content: { sections: {}, more: {} },
          items: 1,
          createdAt: after(days),
        })
        .returning({ id: newsletterIssues.id });
      issueIds[`${citySlug.split('/')[2]}-${days}`] = row.id;
    };
    await issue('ca/santa-clara-county/saratoga', 2);
    await issue('ca/santa-clara-county/saratoga', 6);
    await issue('ca/santa-clara-county/palo-alto', 3);
  });

  afterAll(() => database?.close());

  const queued = () =>
    database.db
      .select({ payload: outbox.payload, notBefore: outbox.nextAttemptAt })
      .from(outbox)
      .where(eq(outbox.kind, 'digest-mail'))
      .orderBy(asc(outbox.nextAttemptAt));

  it('sends each due mailbox one mail with the issues of all its cities since its last, paced per minute', async () => {
    expect(await queueDigestMails(database.db, after(7), 1)).toBe(3);
    const mails = await queued();
    const sorted = (ids: string[]) => [...ids].sort();
    const mailOf = (payload: unknown) => payload as { to: string; issueIds: string[] };
    expect(
      mails.map(({ payload }) => ({
        to: mailOf(payload).to.toLowerCase(),
        issueIds: sorted(mailOf(payload).issueIds),
      })),
    ).toEqual([
      {
        to: 'ana@example.com',
        issueIds: sorted([issueIds['saratoga-2'], issueIds['saratoga-6'], issueIds['palo-alto-3']]),
      },
      { to: 'ben@example.com', issueIds: sorted([issueIds['saratoga-2'], issueIds['saratoga-6']]) },
      // Confirmed on day 5: its first mail goes with the next issue, and welcomes with the week before.
      { to: 'eve@example.com', issueIds: sorted([issueIds['saratoga-2'], issueIds['saratoga-6']]) },
    ]);
    expect((mails[0].payload as { subscriberIds: string[] }).subscriberIds).toHaveLength(2);
    // One a minute: the second waits for the first's minute.
    expect(mails.map(({ notBefore }) => notBefore.toISOString())).toEqual([
      after(7).toISOString(),
      new Date(after(7).getTime() + 60_000).toISOString(),
      new Date(after(7).getTime() + 120_000).toISOString(),
    ]);
  });

  it('queues nothing again for what was queued, and a daily subscriber only what is new the next day', async () => {
    expect(await queueDigestMails(database.db, after(7), 1)).toBe(0);
    expect(await queueDigestMails(database.db, after(8), 1)).toBe(0);
    await database.db.insert(newsletterIssues).values({
      citySlug: 'ca/santa-clara-county/saratoga',
      issueDate: after(8.5).toISOString().slice(0, 10),
      periodStart: after(6),
      periodEnd: after(8.5),
      content: { sections: {}, more: {} },
      items: 1,
      createdAt: after(8.5),
    });
    expect(await queueDigestMails(database.db, after(9), 1)).toBe(1);
    const last = (await queued()).at(-1);
    expect((last?.payload as { to: string }).to).toBe('ben@example.com');
    // The mails queued before were due long ago: this one is due now.
    expect(last?.notBefore.toISOString()).toBe(after(9).toISOString());
    // cy chose none; dee has not confirmed.
    const states = await database.db
      .select({ email: subscribers.email, last: subscribers.lastDigestAt })
      .from(subscribers)
      .orderBy(asc(subscribers.email));
    expect(states.filter((row) => row.last === null).map((row) => row.email)).toEqual([
      'cy@example.com',
      'dee@example.com',
    ]);
  });
});
