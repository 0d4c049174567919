import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, testConfig } from '../test/databases';
import { seedPerson } from '../test/newsletter-records';
import { createEmailDeliverer } from './email-deliverer';

describe('email deliverer without SMTP', () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dir = await mkdtemp(join(tmpdir(), 'deliverer-mail-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs where the mail was written, and its confirmation link in development only', async () => {
    const { subscriptions } = await seedPerson(database.db, 'logged@example.com', { status: 'pending' });
    const job = { template: 'confirm-subscription' as const, subscriberId: subscriptions[0].id, to: 'logged@example.com' };
    const logged = async (nodeEnv: string) => {
      const config = testConfig({ NODE_ENV: nodeEnv, MAIL_DIR: dir });
      const log = { info: jest.fn() };
      const deliver = createEmailDeliverer({ db: database.db, mailer: createMailer(config.mail), config, log });
      expect(await deliver(job)).toEqual({ result: 'delivered' });
      return log.info.mock.calls[0][0] as Record<string, unknown>;
    };
    expect(await logged('development')).toEqual({ file: expect.any(String), confirmLink: expect.stringContaining('/newsletter/confirm?token=') });
    // Any other environment (production is the same test, it only needs its secrets set).
    expect(await logged('test')).toEqual({ file: expect.any(String) });
  });
});
