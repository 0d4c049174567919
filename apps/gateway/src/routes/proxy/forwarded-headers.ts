import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

type ForwardedRequest = Pick<FastifyRequest, 'ip' | 'protocol' | 'id'> & { headers: IncomingHttpHeaders };

/**
 * Request headers for the app behind the gateway: the browser's own Host (so the app builds the
 * site's URLs, not its internal address), the usual X-Forwarded-* trio, and the request id for
 * following one request through both logs.
 */
export function forwardedHeaders(request: ForwardedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const host = request.headers.host;
  const priorFor = request.headers['x-forwarded-for'];
  return {
    ...headers,
    ...(host ? { host, 'x-forwarded-host': host } : {}),
    'x-forwarded-for': priorFor ? `${priorFor}, ${request.ip}` : request.ip,
    'x-forwarded-proto': request.protocol,
    'x-request-id': request.id,
  };
}
