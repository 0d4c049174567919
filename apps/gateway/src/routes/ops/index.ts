import { ErrorResult, OutboxCountsResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsAccess } from './ops-access';

const refusals = {
  401: { statusCode: 401, error: 'Unauthorized', message: 'A valid operator token is required.' },
  403: { statusCode: 403, error: 'Forbidden', message: 'Operator endpoints answer callers on this machine only, unless OPS_TOKEN is set.' },
} as const;

/** Operator endpoints: the outbox's backlog, for dashboards and alerts. */
const opsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/ops/outbox',
    {
      schema: {
        tags: ['ops'],
        summary: 'Outbox rows pending, delivered and dead, and the age of the oldest pending one',
        description: 'Bearer OPS_TOKEN when it is set; otherwise loopback callers only.',
        response: { 200: OutboxCountsResult, 401: ErrorResult, 403: ErrorResult },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const access = opsAccess(request, fastify.config.opsToken);
      if (access !== 'ok') return reply.code(access).send(refusals[access]);
      const counts = await fastify.outbox.counts();
      request.log.info({ outbox: counts }, 'outbox counts');
      return counts;
    },
  );
};

export default opsRoutes;
