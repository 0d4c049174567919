import { ErrorResult, OutboxCountsResult, SurveySummaryResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { surveyCsv } from '../../surveys/survey-export';
import { surveySummary } from '../../surveys/summary';
import contentImportRoutes from './content';
import newsletterOpsRoutes from './newsletter';
import { opsAccess, opsRefusals as refusals } from './ops-access';

/** Set on a survey summary or export that left older records out (SURVEY_READ_LIMIT). */
const TRUNCATED_HEADER = 'x-truncated';

/** Operator endpoints: the outbox's backlog, for dashboards and alerts. */
const opsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(contentImportRoutes);
  await fastify.register(newsletterOpsRoutes);
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

  fastify.get(
    '/api/ops/surveys',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Survey answers: per survey and question the count of each answer and the free texts; ?format=csv exports the records',
        description:
          'Bearer OPS_TOKEN when it is set; otherwise loopback callers only. Reads the newest 10,000 records; the CSV lists them ' +
          'newest first. When older records were left out, the answer carries `X-Truncated: true` (absent otherwise).',
        querystring: z.object({
          format: z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).default('json'),
        }),
        response: {
          200: z.union([SurveySummaryResult, z.string()]),
          400: ErrorResult,
          401: ErrorResult,
          403: ErrorResult,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const access = opsAccess(request, fastify.config.opsToken);
      if (access !== 'ok') return reply.code(access).send(refusals[access]);
      const csv = request.query.format === 'csv';
      const { result, truncated } = await (csv ? surveyCsv(fastify.db) : surveySummary(fastify.db));
      if (truncated) reply.header(TRUNCATED_HEADER, 'true');
      if (csv)
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="survey-responses.csv"');
      return result;
    },
  );
};

export default opsRoutes;
