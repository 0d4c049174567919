import { withoutFreshRender } from '@civicbrief/contracts';
import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { bypassReason } from '../../page-cache/request-rules';
import { createCachedPages } from './cached-pages';
import { answerHeaders, forwardedHeaders } from './forwarded-headers';
import { pageAnswers } from './page-answers';
import { badGatewayPage } from './plain-page';
import { isAiPolicyHost, isGatewayPath, routePage, type Upstream } from './upstreams';

const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Whether a forwarded request is sent once more: only a GET or HEAD without a body, only once, and only when
 * the connection broke before any answer (undici's UND_ERR_SOCKET, e.g. a kept-alive socket the app closed as
 * the request left). An app's own answer, a 503 included, goes to the visitor as it came: reply-from's default
 * asks again up to ten times on a 503, which would multiply every render during a content outage.
 */
function retriesStaleConnection(error: unknown, method: string, attempt: number, hasBody: boolean): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return attempt === 0 && !hasBody && (method === 'GET' || method === 'HEAD') && code === 'UND_ERR_SOCKET';
}

/**
 * Forwards page requests to the Remix app that owns the path. Encapsulated: its body parser applies to
 * these routes only. A page body (a form post) is read whole before the app sees any of it, up to
 * PAGE_BODY_LIMIT: Fastify refuses a larger Content-Length at once and counts a chunked body as it comes
 * (413 either way), so a huge post costs the app nothing and other visitors nothing.
 */
const proxyRoutes: FastifyPluginAsync = async (fastify) => {
  const { server } = fastify.config;
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: server.pageBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  await fastify.register(replyFrom, {
    disableRequestLogging: true,
    // An idle connection to an app is let go after at most 10 s, well before the app server's 65 s
    // (libs/app-server): the gateway, not the app, closes a kept-alive connection, so a request never
    // leaves on a socket the app is closing at that moment.
    undici: { headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 4_000, keepAliveMaxTimeout: 10_000 },
  });

  pageAnswers(fastify);

  const unreachable = (reply: FastifyReply, error: unknown, upstream: string) => {
    reply.log.error({ err: error, upstream }, 'upstream app unreachable');
    return reply.code(502).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(badGatewayPage);
  };

  function passOn(request: FastifyRequest, reply: FastifyReply, pathname: string, upstream: Upstream) {
    // A body read here goes on as it came, with its own Content-Type (boundary included).
    const body = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
      : {};
    return reply.from(`${fastify.config.upstreams[upstream]}${pathname}`, {
      ...body,
      retryDelay: ({ err, req, attempt }) =>
        retriesStaleConnection(err, req.method, attempt, Boolean(body.body)) ? 1 : null,
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: answerHeaders,
      onError: (errorReply, { error }) => {
        unreachable(errorReply as FastifyReply, error, upstream);
      },
    });
  }

  // One address per AI-policy page (decision 031): the long form goes to the root of the AI-policy host.
  function redirectTo(request: FastifyRequest, reply: FastifyReply, route: { host: string | null; path: string }) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const origin = route.host ? `${new URL(fastify.config.siteOrigin).protocol}//${route.host}` : '';
    return reply.header('cache-control', 'public, max-age=3600').redirect(`${origin}${route.path}${query}`, 301);
  }

  // Anonymous pages come from the page cache when it is on (decision 019); the rest goes to the app.
  const { pageCache } = fastify;
  const fromCache = pageCache && createCachedPages(pageCache);

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    // /api/unknown and friends are the gateway's own (missing) routes, not pages.
    if (isGatewayPath(pathname)) return reply.callNotFound();
    const route = routePage(request.headers.host, pathname, fastify.config.aiPolicyHost);
    if (route.kind === 'redirect') return redirectTo(request, reply, route);
    const { upstream } = route;
    if (!fromCache) return passOn(request, reply, pathname, upstream);
    if (bypassReason(request)) return passOn(request, reply.header('x-cache', 'BYPASS'), pathname, upstream);
    // A "Try again" link (decision 019) asks for a new render of the page at its own address.
    const { url, fresh } = withoutFreshRender(request.url);
    const target = `${fastify.config.upstreams[upstream]}${url}`;
    const { aiPolicyHost } = fastify.config;
    const site = aiPolicyHost && isAiPolicyHost(request.headers.host, aiPolicyHost) ? 'ai-policy-host' : 'main';
    try {
      return await fromCache(request, reply, { site, url, fresh }, target, () =>
        passOn(request, reply, pathname, upstream),
      );
    } catch (error) {
      return unreachable(reply, error, upstream);
    }
  }

  for (const url of ['/', '/*']) {
    fastify.route({
      method: methods,
      url,
      helmet: false,
      schema: { hide: true },
      config: { page: true },
      handler: forward,
    });
  }
};

export default proxyRoutes;
