import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, testConfig } from '../test/databases';
import { seedPerson } from '../test/newsletter-records';
import { expectTokenlessLog } from '../test/mail-files';
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

  it('logs where the mail was written and its confirmation link without the token, in every environment', async () => {
    const { subscriptions } = await seedPerson(database.db, 'logged@example.com', { status: 'pending' });
    const job = {
      template: 'confirm-subscription' as const,
      subscriberId: subscriptions[0].id,
      to: 'logged@example.com',
    };
    for (const nodeEnv of ['development', 'test']) {
      const config = testConfig({
        NODE_ENV: nodeEnv,
        MAIL_DIR: dir,
        NEWSLETTER_LINK_SECRET: 'a-link-secret-for-the-log-test-0123',
      });
      const log = { info: jest.fn() };
      const deliver = createEmailDeliverer({ db: database.db, mailer: createMailer(config.mail), config, log });
      expect(await deliver(job, 'confirm-logged-1')).toEqual({ result: 'delivered' });
      await expectTokenlessLog(log.info.mock.calls, dir, '/newsletter/confirm');
    }
  });
});
