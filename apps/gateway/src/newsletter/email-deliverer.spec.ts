import { createMailer } from '../mail/mailer';
import { gatewayTest, tempFolder } from '../test/gateway-test';
import { seedPerson } from '../test/newsletter-records';
import { expectTokenlessLogInEveryEnvironment } from '../test/mail-files';
import { createEmailDeliverer } from './email-deliverer';

describe('email deliverer without SMTP', () => {
  const setup = gatewayTest('pglite', async () => ({ mail: await tempFolder('deliverer-mail-') }));

  it('logs where the mail was written and its confirmation link without the token, in every environment', async () => {
    const { subscriptions } = await seedPerson(setup.database.db, 'logged@example.com', { status: 'pending' });
    const job = {
      template: 'confirm-subscription' as const,
      subscriberId: subscriptions[0].id,
      to: 'logged@example.com',
    };
    await expectTokenlessLogInEveryEnvironment(setup.mail.path, '/newsletter/confirm', (config, log) => {
      const deliver = createEmailDeliverer({ db: setup.database.db, mailer: createMailer(config.mail), config, log });
      return deliver(job, 'confirm-logged-1');
    });
  });
});
