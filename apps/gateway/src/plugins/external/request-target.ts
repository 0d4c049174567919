import type { ErrorResult } from '@civicbrief/contracts';
import fp from 'fastify-plugin';

const badTarget: ErrorResult = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'The request target must be a path starting with "/".',
};

/**
 * Requests must name a path (origin-form). HTTP also allows `GET http://host/path` (absolute-form, meant
 * for forward proxies) and `OPTIONS *`; the gateway is no forward proxy and has no use for either, and
 * passing such a target on would build an upstream URL out of the client's choice of host.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/')) return reply.code(400).send(badTarget);
    });
  },
  { name: 'request-target', fastify: '5.x' },
);
