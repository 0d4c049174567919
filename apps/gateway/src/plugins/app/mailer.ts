import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer';
import { sendTimeoutFor } from '../../outbox/lease';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email: SMTP with SMTP_URL, else .eml files under MAIL_DIR. */
    mailer: Mailer;
  }
}

export default fp(
  async (fastify) => {
    // One send ends well inside the outbox lease, so no other worker claims the row meanwhile.
    const mailer = createMailer(fastify.config.mail, { timeoutMs: sendTimeoutFor(fastify.config.outbox.leaseMs) });
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
    if (mailer.mode === 'file')
      fastify.log.info({ dir: fastify.config.mail.dir }, 'no SMTP_URL: emails are written as .eml files');
  },
  { name: 'mailer', dependencies: ['env'], fastify: '5.x' },
);
