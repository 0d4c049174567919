import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { badGatewayPage } from './bad-gateway-page';
import { forwardedHeaders } from './forwarded-headers';
import { isGatewayPath, resolveUpstream } from './upstreams';

const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Forwards page requests to the Remix app that owns the path. Encapsulated: its pass-through body
 * parser (forms reach the app byte for byte, unparsed) applies to these routes only.
 */
const proxyRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await fastify.register(replyFrom, {
    disableRequestLogging: true,
    undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
  });

  function forward(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    // /api/unknown and friends are the gateway's own (missing) routes, not pages.
    if (isGatewayPath(pathname)) return reply.callNotFound();
    const upstream = resolveUpstream(pathname);
    return reply.from(`${fastify.config.upstreams[upstream]}${pathname}`, {
      rewriteRequestHeaders: forwardedHeaders,
      onError: (errorReply, { error }) => {
        errorReply.log.error({ err: error, upstream }, 'upstream app unreachable');
        errorReply.code(502).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(badGatewayPage);
      },
    });
  }

  for (const url of ['/', '/*']) {
    fastify.route({ method: methods, url, helmet: false, schema: { hide: true }, handler: forward });
  }
};

export default proxyRoutes;
