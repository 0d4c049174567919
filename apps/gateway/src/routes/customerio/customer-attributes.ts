import { CustomerAttributesResult, ErrorResult, IdentifierQuery } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectUnstorableText } from '../../intake/storable-text';

/**
 * GET /api/customerio/customersAttributes?identifier={id or email}: a known person's attributes (the
 * onboarding modal closes on 200; RSVP and surveys prefill from it). Not rate limited: the apps call
 * it from their servers without the browser's address, so every visitor would share one counter.
 */
const customerAttributesRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/customerio/customersAttributes',
    {
      onRequest: async (_request, reply) => {
        // Personal data: never kept by a browser or shared cache.
        reply.header('cache-control', 'private, no-store');
      },
      preValidation: rejectUnstorableText,
      schema: {
        tags: ['customerio'],
        summary: "A known person's attributes, by person id or email",
        description: 'Unknown identifier: 404.',
        querystring: IdentifierQuery,
        response: { 200: CustomerAttributesResult, 400: ErrorResult, 404: ErrorResult },
      },
    },
    async (request, reply) => {
      const found = await fastify.intake.customerAttributes(request.query.identifier);
      if (found) return found;
      const notFound: ErrorResult = { statusCode: 404, error: 'Not Found', message: 'No person with this identifier' };
      return reply.code(404).send(notFound);
    },
  );
};

export default customerAttributesRoute;
