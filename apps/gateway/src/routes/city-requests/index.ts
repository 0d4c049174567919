import { CityRequestInput } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';

/** POST /api/rds/request_a_city: a city we do not cover yet, stored in our database (the destination). */
const rdsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/rds/request_a_city',
    name: 'request-a-city',
    schema: {
      tags: ['rds'],
      summary: 'Request a city we do not cover yet',
      description: 'The same city, state and email again only raises the request count. Answers the request id.',
      body: CityRequestInput,
    },
    handler: async (request) => {
      const { id } = await fastify.intake.requestCity(request.body);
      return { ok: true as const, id };
    },
  });
};

export default rdsRoutes;
