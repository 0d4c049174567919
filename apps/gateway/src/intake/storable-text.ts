import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/bad-request';
import { INTAKE_BOUNDS, jsonIssues } from '../http/json-bounds';

export { UNSTORABLE_TEXT } from '../http/json-bounds';

/**
 * preValidation of the intake calls: text the database would refuse (NUL, lone surrogates), values
 * out of bounds and bodies nested too deep are a 400 naming the field, before any schema or query
 * walks them (a failed insert or a stack overflow would be a 500). Browsers never send these;
 * scripts and fuzzers do.
 */
export async function rejectUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const part of ['querystring', 'body'] as const) {
    const issues = jsonIssues(part === 'body' ? request.body : request.query, INTAKE_BOUNDS);
    if (issues.length > 0) return reply.code(400).send(badRequest(issues, part));
  }
}
