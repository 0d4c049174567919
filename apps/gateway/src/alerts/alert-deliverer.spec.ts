import { alerts } from '@civicbrief/gateway-db';
import { createMailer } from '../mail/mailer';
import { gatewayTest, tempFolder } from '../test/gateway-test';
import { expectTokenlessLogInEveryEnvironment } from '../test/mail-files';
import { createAlertDeliverer } from './alert-deliverer';

describe('alert deliverer without SMTP', () => {
  const setup = gatewayTest('pglite', async () => ({ mail: await tempFolder('alert-deliverer-mail-') }));

  it('logs which file holds the confirmation mail and its link without the token, in every environment', async () => {
    const [alert] = await setup.database.db
      .insert(alerts)
      .values({ email: 'logged@example.com', query: 'zoning', frequency: 'daily' })
      .returning();
    const job = { template: 'alert-confirm' as const, alertId: alert.id, to: alert.email };
    await expectTokenlessLogInEveryEnvironment(setup.mail.path, '/alerts/confirm', (config, log, nodeEnv) => {
      const deliver = createAlertDeliverer({ db: setup.database.db, mailer: createMailer(config.mail), config, log });
      return deliver(job, `alert-confirm:${alert.id}:${nodeEnv}`);
    });
  });
});
