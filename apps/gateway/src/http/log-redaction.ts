import type { FastifyRequest } from 'fastify';

// Bounded quantifiers: a long URL without an address costs a few steps per character, never a backtracking storm.
const EMAIL = /[\w.+%-]{1,64}(?:@|%40)[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/gi;
const SECRET_PARAMS = /([?&](?:identifier|token)=)[^&#]*/gi;

/** Text for the log without e-mail addresses (also percent-encoded). */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** A URL for the log: the values of `identifier` and `token` (link tokens, e-mail addresses) and any e-mail address hidden. */
export function redactUrl(url: string): string {
  return redactText(url.replace(SECRET_PARAMS, '$1[redacted]'));
}

/** What is logged of each request (pino's `req`): Fastify's usual fields, the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Database errors' fields that name things, never values (pg's `detail` quotes the row, e.g. an address).
const namingFields = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * What is logged of an error (pino's `err`): its type, message, stack and cause, addresses redacted. A
 * failed query keeps its SQL (placeholders only) and loses its parameters: Drizzle's message lists them,
 * e-mail addresses and tokens included.
 */
export function errorForLog(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [field: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const query = (error as { query?: unknown }).query;
  const message = typeof query === 'string' ? `Failed query: ${query}` : error.message;
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  // The class, as pino names it: Drizzle's query errors keep the name "Error".
  const logged: ReturnType<typeof errorForLog> = {
    type: error.constructor?.name ?? error.name,
    message: redactText(message),
    stack,
  };
  for (const field of namingFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged['cause'] = errorForLog(error.cause, depth + 1);
  return logged;
}
