import fp from 'fastify-plugin';
import { createIntakeService, type IntakeService } from '../../intake/intake-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The intake calls (identify, leads, events, city requests) over the database. */
    intake: IntakeService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('intake', createIntakeService(fastify.db));
  },
  { name: 'intake', dependencies: ['db'], fastify: '5.x' },
);
