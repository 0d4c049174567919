import { randomUUID } from 'node:crypto';
import { IdentifyInput, NewsletterWorkflowQuery } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';

/** POST /api/customerio/entityCreate?workflow=newsletter: identify a person (newsletter and RSVP forms). */
const identifyRoute: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/customerio/entityCreate',
    name: 'identify',
    schema: {
      tags: ['customerio'],
      summary: 'Identify a person (create, or fill in a known one, by email)',
      description:
        'Stores a new person (one per lowercased email) and queues the identify for the marketing provider in the same ' +
        'transaction. For a known person it only fills empty fields and adds a place: a name or place already held is ' +
        'kept, and `unsubscribed` is never taken from the call. A call that adds nothing queues nothing. Answers the ' +
        "new person's id; for a known person an id that names nobody, since the person id opens their attributes.",
      querystring: NewsletterWorkflowQuery,
      body: IdentifyInput,
    },
    handler: async (request) => {
      const { id, created } = await fastify.intake.identify(request.body);
      return { ok: true as const, id: created ? id : randomUUID() };
    },
  });
};

export default identifyRoute;
