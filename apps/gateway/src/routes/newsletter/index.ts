import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataRoutes } from './my-data-routes';
import { subscriptionRoutes } from './subscription-routes';

/**
 * The signed links of newsletter mail: confirm (double opt-in), one-click unsubscribe, export and
 * erase. Only POSTs change anything, so link scanners and prefetchers that follow links cannot.
 * Encapsulated: the form parsers serve these routes only.
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(formbody, { bodyLimit: 1024 });
  // RFC 8058 lets mail clients send the one-click body as multipart/form-data; its only field is the
  // fixed `List-Unsubscribe=One-Click`, and the token travels in the URL, so the body is read and set aside.
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
  // Every answer here is about one person.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  subscriptionRoutes(fastify);
  myDataRoutes(fastify);
};

export default newsletterRoutes;
