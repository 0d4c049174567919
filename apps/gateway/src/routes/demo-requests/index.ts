import { DemoRequestInput } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';

/**
 * POST /api/demo-requests: a demo contact form, basic or extended (decision 029). Stored with its
 * deliveries (the CRM's form, the sales inbox) in one transaction, then answered; the outbox delivers.
 */
const demoRequestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/demo-requests',
    name: 'demo-request',
    schema: {
      tags: ['demo'],
      summary: 'Request a demo',
      description:
        'The same request again (same fields and page) answers the same id and is delivered once. Answers the request id.',
      body: DemoRequestInput,
    },
    handler: async (request) => {
      const { id } = await fastify.intake.demoRequest(request.body.data);
      return { ok: true as const, id };
    },
  });
};

export default demoRequestRoutes;
