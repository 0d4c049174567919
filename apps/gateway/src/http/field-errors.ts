import type { FastifySchemaValidationError } from 'fastify';

/**
 * Groups schema validation issues by field, as the forms show them: `{ email: ['...'] }`.
 * Nested fields are dotted (`address.city`); an issue about the whole input is filed under its part
 * of the request (`body`, `querystring`...).
 */
export function fieldErrorsOf(
  issues: readonly Pick<FastifySchemaValidationError, 'instancePath' | 'message'>[],
  context = 'body',
): Record<string, string[]> {
  // A Map, not an object: a field named by the client may be 'constructor' or '__proto__', which a plain object
  // already "has" (fieldErrors.constructor.push would throw, a 500 the intake fuzz found).
  const fieldErrors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    const messages = fieldErrors.get(field) ?? [];
    messages.push(issue.message ?? 'Invalid value');
    fieldErrors.set(field, messages);
  }
  return Object.fromEntries(fieldErrors);
}
