import { RealEstateSubscribeInput } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';

/** POST /api/customerio/real-state-subscribe (the spec's spelling): a real-estate demo lead. */
const realEstateRoute: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/customerio/real-state-subscribe',
    name: 'real-estate',
    schema: {
      tags: ['customerio'],
      summary: 'Real-estate demo lead',
      description:
        'One lead per email, with company. A new or changed lead queues an identify and the ' +
        "'real_estate_lead' event for the provider in the same transaction. Answers the lead id.",
      body: RealEstateSubscribeInput,
    },
    handler: async (request) => {
      const { id } = await fastify.intake.realEstateLead(request.body.data);
      return { ok: true as const, id };
    },
  });
};

export default realEstateRoute;
