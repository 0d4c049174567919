import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../http/bad-request';
import { jsonIssues, type JsonBounds } from '../../http/json-bounds';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page forwarded to an app: its query and body are the app's to judge. */
    page?: boolean;
  }
}

/**
 * Far above any real call (the content API's slug lists have up to 1000 entries) and far below what
 * overflows a stack: every route's own schema is stricter.
 */
export const GATEWAY_BOUNDS: JsonBounds = { maxDepth: 32, maxEntries: 10_000, maxString: 1024 * 1024 };

/** A body parsed from JSON or a form; not a Buffer or a stream some route keeps raw. */
const isParsed = (value: unknown): boolean => {
  if (typeof value === 'string' || Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

async function checkInput(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.routeOptions.config.page) return;
  for (const part of ['querystring', 'body'] as const) {
    // The query is always Fastify's own parse (an object without Object.prototype's methods).
    const value = part === 'body' ? request.body : request.query;
    if (part === 'body' && !isParsed(value)) continue;
    const issues = jsonIssues(value, GATEWAY_BOUNDS);
    if (issues.length > 0) return reply.code(400).send(badRequest(issues, part));
  }
}

/**
 * Every parsed query and body of the API, before any schema, resolver or query sees it: nesting deeper
 * than 32 levels (a walk over a body nested 5,000 levels would overflow the stack), text PostgreSQL
 * cannot store (NUL, a lone surrogate: a failed query would be a 500 that logs the SQL) and absurd sizes
 * are a 400 naming the field. Iterative (intake/json-bounds.ts).
 */
export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', checkInput);
  },
  { name: 'input-bounds', fastify: '5.x' },
);
