import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alerts, type DatabaseHandle } from '@civicbrief/gateway-db';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, testConfig } from '../test/databases';
import { expectTokenlessLog } from '../test/mail-files';
import { createAlertDeliverer } from './alert-deliverer';

describe('alert deliverer without SMTP', () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dir = await mkdtemp(join(tmpdir(), 'alert-deliverer-mail-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs which file holds the confirmation mail and its link without the token, in every environment', async () => {
    const [alert] = await database.db
      .insert(alerts)
      .values({ email: 'logged@example.com', query: 'zoning', frequency: 'daily' })
      .returning();
    const job = { template: 'alert-confirm' as const, alertId: alert.id, to: alert.email };
    for (const nodeEnv of ['development', 'test']) {
      const config = testConfig({
        NODE_ENV: nodeEnv,
        MAIL_DIR: dir,
        NEWSLETTER_LINK_SECRET: 'a-link-secret-for-the-log-test-0123',
      });
      const log = { info: jest.fn() };
      const deliver = createAlertDeliverer({ db: database.db, mailer: createMailer(config.mail), config, log });
      expect(await deliver(job, `alert-confirm:${alert.id}:${nodeEnv}`)).toEqual({ result: 'delivered' });
      await expectTokenlessLog(log.info.mock.calls, dir, '/alerts/confirm');
    }
  });
});
