import { STATUS_CODES } from 'node:http';
import sensible from '@fastify/sensible';
import { messages, type ErrorResult } from '@civicbrief/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrorsOf } from '../../http/field-errors';

const internalError: ErrorResult = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: messages.defaultError,
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ErrorResult = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request is not valid.',
      fieldErrors: fieldErrorsOf(error.validation, error.validationContext),
    };
    return reply.code(400).send(body);
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own 4xx messages (bad JSON, unsupported media type, payload too large) are safe to show.
    const body: ErrorResult = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: error.message };
    // The rest of a refused body is not worth reading: the connection closes after the answer.
    if (statusCode === 413) reply.header('connection', 'close');
    return reply.code(statusCode).send(body);
  }
  // Anything else may carry SQL or internals: logged without query parameters or addresses (the `err`
  // serializer, log-redaction.ts), answered with nothing but the generic message.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(internalError);
}

/** One error shape for every gateway answer (ErrorResult of @civicbrief/contracts). */
export default fp(
  async (fastify) => {
    await fastify.register(sensible);
    fastify.setErrorHandler(handleError);
    fastify.setNotFoundHandler((request, reply) => {
      const body: ErrorResult = {
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors', fastify: '5.x' },
);
