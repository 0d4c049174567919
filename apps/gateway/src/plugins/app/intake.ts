import fp from 'fastify-plugin';
import { createIntakeService, type IntakeService } from '../../intake/intake-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The intake calls (identify, subscriptions, leads, events, city requests) over the database. */
    intake: IntakeService;
  }
}

export default fp(
  async (fastify) => {
    const { doubleOptIn, confirmationMailsPerDay } = fastify.config.intake;
    fastify.decorate('intake', createIntakeService(fastify.db, { doubleOptIn, confirmationMailsPerDay }));
  },
  { name: 'intake', dependencies: ['env', 'db'], fastify: '5.x' },
);
