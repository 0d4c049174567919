import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import customerAttributesRoute from './customer-attributes';
import eventsRoute from './events';
import identifyRoute from './identify';
import realEstateRoute from './real-estate';
import subscribeRoutes from './subscribe';
import { addWorkflowConstraint } from './workflow-constraint';

/**
 * The marketing-provider calls of spec §7 (/api/customerio/*). They land in our database first; the
 * outbox worker delivers to the provider afterwards, so a provider outage never fails a submission.
 */
const customerioRoutes: FastifyPluginAsyncZod = async (fastify) => {
  addWorkflowConstraint(fastify);
  await fastify.register(identifyRoute);
  await fastify.register(subscribeRoutes);
  await fastify.register(realEstateRoute);
  await fastify.register(eventsRoute);
  await fastify.register(customerAttributesRoute);
};

export default customerioRoutes;
