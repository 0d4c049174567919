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
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}
