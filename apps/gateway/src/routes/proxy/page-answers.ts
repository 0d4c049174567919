import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sharedLifetime } from '../../page-cache/cache-control';
import { pageKeys } from '../../page-cache/surrogate-keys';
import { badGatewayPage, plainPage } from './plain-page';

const HSTS = 'max-age=31536000; includeSubDomains';

const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`;

/** What every forwarded page's answer gets from the front door: readable error pages, HSTS, surrogate keys. */
export function pageAnswers(fastify: FastifyInstance): void {
  const { nodeEnv, server } = fastify.config;

  // Pages get their answers as pages: a 413 or a malformed body is a readable page, not JSON.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'page request failed');
      return reply.code(500).type('text/html; charset=utf-8').send(badGatewayPage);
    }
    const text =
      statusCode === 413
        ? `This form is too large to send: a page accepts at most ${kib(server.pageBodyLimit)}. Please shorten what you entered and try again.`
        : 'The request could not be read. Please go back and try again.';
    // The rest of a refused body is not worth reading: the connection closes after the answer.
    if (statusCode === 413) reply.header('connection', 'close');
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(plainPage(STATUS_CODES[statusCode] ?? 'Error', text));
  });

  // HSTS only means something over https, and only production has a real certificate behind the site.
  if (nodeEnv === 'production') {
    fastify.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security'))
        reply.header('strict-transport-security', HSTS);
    });
  }

  // A page a shared cache may keep names what it shows (decision 044): Surrogate-Key for Varnish's xkey and Fastly,
  // Cache-Tag (comma-separated) for Cloudflare. From the path, through the catalogue: never a visitor's text.
  fastify.addHook('onSend', async (request, reply) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !sharedLifetime(cacheControl)) return;
    const keys = pageKeys(request.url.split('?')[0]);
    reply.header('surrogate-key', keys.join(' ')).header('cache-tag', keys.join(','));
  });
}
