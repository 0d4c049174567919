import fp from 'fastify-plugin';
import { createNewsletterService, type NewsletterService } from '../../newsletter/newsletter-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newsletter: subscriptions, their signed-link actions and the subscriber's personal data. */
    newsletter: NewsletterService;
  }
}

export default fp(
  async (fastify) => {
    const { doubleOptIn, confirmationMailsPerDay } = fastify.config.intake;
    fastify.decorate('newsletter', createNewsletterService(fastify.db, { doubleOptIn, confirmationMailsPerDay }));
  },
  { name: 'newsletter', dependencies: ['env', 'db'], fastify: '5.x' },
);
