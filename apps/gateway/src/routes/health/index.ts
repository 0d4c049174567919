import { HealthResult, ReadinessResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Probes for load balancers and orchestrators: liveness never touches the database, readiness does. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: HealthResult },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers `select 1`',
        response: { 200: ReadinessResult, 503: ReadinessResult },
      },
    },
    async (request, reply) => {
      const { driver } = fastify.dbInfo;
      try {
        await fastify.dbPing();
        return { status: 'ready' as const, database: { driver, ok: true } };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'unavailable', database: { driver, ok: false } });
      }
    },
  );
};

export default healthRoutes;
