import { IdentifyInput, NewsletterWorkflowQuery } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeResponses, intakeWrite } from '../../intake/route-options';

/** POST /api/customerio/entityCreate?workflow=newsletter: identify a person (newsletter and RSVP forms). */
const identifyRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/customerio/entityCreate',
    {
      ...intakeWrite(fastify, 'identify'),
      schema: {
        tags: ['customerio'],
        summary: 'Identify a person (create or update by email)',
        description:
          'Stores the person (one per lowercased email) and queues the identify for the marketing provider in the same ' +
          'transaction. The same call again changes nothing and queues nothing. Answers the person id.',
        querystring: NewsletterWorkflowQuery,
        body: IdentifyInput,
        response: intakeResponses,
      },
    },
    async (request) => {
      const { id } = await fastify.intake.identify(request.body);
      return { ok: true as const, id };
    },
  );
};

export default identifyRoute;
