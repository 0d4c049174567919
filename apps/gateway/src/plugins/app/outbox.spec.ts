import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox, type DatabaseHandle } from '@civicbrief/gateway-db';
import { enqueue } from '../../outbox/enqueue';
import { openTestDatabase } from '../../test/databases';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider';
import { readMails } from '../../test/mail-files';
import { seedPerson } from '../../test/newsletter-records';
import { testApp } from '../../test/gateway-test';
import { until } from '../../test/waiting';

// The worker's delivery logic is tested in outbox/worker.spec.ts on both databases; this is its wiring.
describe('outbox plugin', () => {
  let database: DatabaseHandle;
  let provider: FakeProvider;
  let mailDir: string;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    provider = await startFakeProvider();
    mailDir = await mkdtemp(join(tmpdir(), 'outbox-plugin-'));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const start = (env: NodeJS.ProcessEnv) => testApp(database, { MAIL_DIR: mailDir, ...env });

  it('with OUTBOX_WORKER=on delivers in the background once ready: track rows to the provider, emails through the mailer', async () => {
    const { subscriptions } = await seedPerson(database.db, 'background@example.com', { status: 'pending' });
    await enqueue(database.db, 'background-mail', {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: subscriptions[0].id, to: 'background@example.com' },
    });
    app = await start({
      OUTBOX_WORKER: 'on',
      OUTBOX_POLL_MS: '20',
      CUSTOMERIO_TRACK_URL: provider.url,
      CUSTOMERIO_SITE_ID: provider.siteId,
      CUSTOMERIO_API_KEY: provider.apiKey,
    });
    await app.ready();
    const outbox = app.outbox;
    await until(async () => (await outbox.counts()).pending === 0);
    expect(await outbox.counts()).toMatchObject({ pending: 0, dead: 0 });
    expect(provider.accepted.has('identify:background@example.com')).toBe(true);
    expect((await readMails(mailDir)).map((mail) => mail.headers)).toEqual([
      expect.stringContaining('To: background@example.com'),
    ]);
  });

  it('without provider keys leaves track rows pending and delivers email all the same', async () => {
    const { subscriptions } = await seedPerson(database.db, 'nokeys@example.com', { status: 'pending' });
    await enqueue(database.db, 'nokeys-mail', {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: subscriptions[0].id, to: 'nokeys@example.com' },
    });
    app = await start({});
    expect(await app.outbox.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(await app.outbox.counts()).toMatchObject({ pending: 1, dead: 0 });
    expect(provider.requests.filter((request) => request.idempotencyKey === 'identify:nokeys@example.com')).toEqual([]);
  });

  it('retries an email the SMTP server could not take, without its password in last_error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { subscriptions } = await seedPerson(database.db, 'smtp-down@example.com', { status: 'pending' });
    await enqueue(database.db, 'smtp-down-mail', {
      kind: 'email',
      payload: { template: 'confirm-subscription', subscriberId: subscriptions[0].id, to: 'smtp-down@example.com' },
    });
    app = await start({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}` });
    expect(await app.outbox.runOnce()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'smtp-down-mail'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/^mail not sent: /);
    expect(row.lastError).not.toContain('s3cret-pass');
  });
});
