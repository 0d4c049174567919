import { CustomerAttributesResult, ErrorResult, IdentifierQuery } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClientLimit } from '../../intake/route-options';

/** One answer for an unknown id, a malformed one and an email: the lookup tells nothing about who exists. */
const notFound: ErrorResult = { statusCode: 404, error: 'Not Found', message: 'No person with this identifier' };

/**
 * GET /api/customerio/customersAttributes?identifier={person id}: a known person's attributes (the
 * onboarding modal closes on 200; RSVP and surveys prefill from it). Only the opaque id of the spec's
 * `?id=` links is accepted (a random uuid); an email never finds anyone, or any address would give
 * away its owner's name and place. Limited per client (CUSTOMER_LOOKUP_RATE_LIMIT a minute); the apps
 * pass the visitor's address on when they look up from their servers.
 */
const customerAttributesRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/customerio/customersAttributes',
    {
      onRequest: async (_request, reply) => {
        // Personal data: never kept by a browser or shared cache.
        reply.header('cache-control', 'private, no-store');
      },
      config: { rateLimit: perClientLimit(fastify.config.intake.lookupRateLimitPerMinute, 'lookup') },
      schema: {
        tags: ['customerio'],
        summary: "A known person's attributes, by person id",
        description:
          'Anything but the id of a known person (an unknown or malformed id, an email): 404, the same answer each time.',
        querystring: IdentifierQuery,
        response: { 200: CustomerAttributesResult, 400: ErrorResult, 404: ErrorResult, 429: ErrorResult },
      },
    },
    async (request, reply) => {
      const found = await fastify.intake.customerAttributes(request.query.identifier);
      return found ?? reply.code(404).send(notFound);
    },
  );
};

export default customerAttributesRoute;
