import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './bad-request';

export const UNSTORABLE_TEXT = 'Must not contain NUL characters or unpaired surrogates';

// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate (no character at all).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Paths (`/data/first_name`) of every key or string value the database could not store. */
export function unstorableTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return unstorable(value) ? [path || '/'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = `${path}/${key}`;
    return unstorable(key) ? [childPath] : unstorableTextPaths(child, childPath);
  });
}

/**
 * preValidation of the intake calls: text the database would refuse is a 400 naming the field, not a
 * failed insert (a 500). Browsers never send it; scripts and fuzzers do.
 */
export async function rejectUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const part of ['querystring', 'body'] as const) {
    const paths = unstorableTextPaths(part === 'body' ? request.body : request.query);
    if (paths.length === 0) continue;
    return reply.code(400).send(badRequest(paths.map((instancePath) => ({ instancePath, message: UNSTORABLE_TEXT })), part));
  }
}
