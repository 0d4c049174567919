import { eq, sql } from 'drizzle-orm';
import { outbox, type DatabaseHandle } from '@civicbrief/gateway-db';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, testConfig, testDrivers } from '../test/databases';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp';
import { seedPerson } from '../test/newsletter-records';
import { sleep, until } from '../test/waiting';
import type { DeliveryOutcome } from './delivery';
import { createEmailDeliverer } from '../newsletter/email-deliverer';
import { enqueue } from './enqueue';
import { sendTimeoutFor } from './lease';
import { createOutboxWorker, type OutboxWorkerOptions } from './worker';

const quietLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe.each(testDrivers)('outbox lease on %s', (driver) => {
  let database: DatabaseHandle;
  let smtp: FakeSmtp | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await database.db.delete(outbox);
  });

  const rowOf = async (key: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0];
  const worker = (options: Partial<OutboxWorkerOptions>) =>
    createOutboxWorker({
      db: database.db,
      maxAttempts: 5,
      log: quietLog(),
      deliverers: {},
      backoff: { baseMs: 60_000, capMs: 60_000, random: () => 0 },
      ...options,
    });

  async function confirmationRow(email: string): Promise<string> {
    const { subscriptions } = await seedPerson(database.db, email, { status: 'pending' });
    const key = `confirm:${subscriptions[0].id}:lease`;
    await enqueue(database.db, key, {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: subscriptions[0].id, to: email },
    });
    return key;
  }

  it('drops the outcome of a worker whose lease ran out: the row stays with the worker that took it over', async () => {
    const key = await confirmationRow('taken-over@example.com');
    const sends: string[] = [];
    const gates: ((outcome: DeliveryOutcome) => void)[] = [];
    const hanging = (name: string) => () => {
      sends.push(name);
      return new Promise<DeliveryOutcome>((resolve) => gates.push(resolve));
    };
    const slow = worker({ leaseMs: 300, deliverers: { email: hanging('slow') } });
    const slowRun = slow.runOnce();
    await until(() => sends.length === 1);
    await sleep(400);

    // The lease has run out: a second worker claims the row and is sending it when the first one's answer comes.
    const takeover = worker({ leaseMs: 60_000, deliverers: { email: hanging('takeover') } }).runOnce();
    await until(() => sends.length === 2);
    gates[0]({ result: 'retry', error: 'connection timed out' });
    expect(await slowRun).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect(await rowOf(key)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    // Had the late answer released the row, a third worker would claim it now and send it a third time.
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    const third = worker({
      deliverers: {
        email: async () => {
          sends.push('third');
          return { result: 'delivered' };
        },
      },
    });
    expect(await third.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    gates[1]({ result: 'delivered' });
    expect(await takeover).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await rowOf(key)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      leaseToken: null,
    });
    expect(sends).toEqual(['slow', 'takeover']);
  });

  it('two workers and an SMTP server that stalls: each send ends inside the lease, the mail goes out once', async () => {
    const key = await confirmationRow('stalled@example.com');
    smtp = await startFakeSmtp({ stallConnections: 1 });
    const leaseMs = 2000;
    const config = testConfig({ SMTP_URL: smtp.url });
    const emailWorker = () => {
      const mailer = createMailer(config.mail, { timeoutMs: sendTimeoutFor(leaseMs) });
      return worker({
        leaseMs,
        deliverers: { email: createEmailDeliverer({ db: database.db, mailer, config, log: quietLog() }) },
      });
    };
    const [first, second] = [emailWorker(), emailWorker()];

    // The second worker tries once the first one's lease would have run out, had its send not ended.
    const [firstRun, secondRun] = await Promise.all([
      first.runOnce(),
      sleep(leaseMs + 200).then(() => second.runOnce()),
    ]);
    expect(firstRun).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect(secondRun).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect(await rowOf(key)).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });

    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await second.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(smtp.data).toHaveLength(1);
    expect(smtp.connections()).toBe(2);
    expect(await rowOf(key)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
  });

  it('a send that outlives its lease (a slow server, a limit set too long) is not recorded over the worker that took over', async () => {
    const key = await confirmationRow('outlived@example.com');
    smtp = await startFakeSmtp({ stallConnections: 1 });
    const config = testConfig({ SMTP_URL: smtp.url });
    const emailWorker = (leaseMs: number, timeoutMs: number) => {
      const mailer = createMailer(config.mail, { timeoutMs });
      return worker({
        leaseMs,
        deliverers: { email: createEmailDeliverer({ db: database.db, mailer, config, log: quietLog() }) },
      });
    };
    // Misconfigured on purpose: the first worker's send may take 3 s, its lease is 1 s.
    const late = emailWorker(1000, 3000).runOnce();
    await until(() => smtp?.connections() === 1);
    await sleep(1200);
    expect(await emailWorker(60_000, 1000).runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await late).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect(smtp.data).toHaveLength(1);
    expect(await rowOf(key)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
  });
});
