import type { IncomingHttpHeaders } from 'node:http';
import { RELAY_CLIENT_IP_HEADER, RELAY_SECRET_HEADER } from '@civicbrief/gateway-client';
import type { FastifyRequest } from 'fastify';

type ForwardedRequest = Pick<FastifyRequest, 'ip' | 'protocol' | 'id'> & { headers: IncomingHttpHeaders };

/**
 * Request headers for the app behind the gateway: the browser's own Host (so the app builds the
 * site's URLs, not its internal address), the X-Forwarded-* trio and the request id for following one
 * request through both logs. X-Forwarded-For and -Proto say what the gateway decided (request.ip and
 * request.protocol honour only trusted proxies, decision 012): whatever a client claimed never reaches
 * the app. A relay header from outside is dropped; only the apps send it, to the gateway.
 */
export function forwardedHeaders(request: ForwardedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const host = request.headers.host;
  const {
    [RELAY_SECRET_HEADER]: _secret,
    [RELAY_CLIENT_IP_HEADER]: _address,
    // The body goes on whole, with its Content-Length (the proxy reads it first to bound it).
    'transfer-encoding': _encoding,
    // reply-from must be given a type to pass a body on unchanged; a body without one goes on without one.
    'content-type': contentType,
    ...kept
  } = headers;
  return {
    ...kept,
    ...(request.headers['content-type'] === undefined ? {} : { 'content-type': contentType }),
    ...(host ? { host, 'x-forwarded-host': host } : {}),
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-request-id': request.id,
  };
}

// RFC 9110 §7.6.1: these describe one connection, not the message, and a proxy must not pass them on.
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * The app's answer headers without its connection's own (its `Connection: keep-alive` would override a
 * browser's `Connection: close`): the gateway's server decides about the browser's connection.
 */
export function answerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers['connection'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const dropped = new Set([...hopByHop, ...listed]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())));
}
