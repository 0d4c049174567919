import { messages } from '@civicbrief/contracts';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { PageQueryError } from '@civicbrief/gateway-db';

type Execution = Parameters<typeof mercurius.defaultErrorFormatter>[0];

function isClientError(original: Error): boolean {
  const { code, statusCode, errors } = original as Error & { code?: unknown; statusCode?: unknown; errors?: unknown };
  // mercurius' own request errors (validation, depth, missing query) carry a 4xx status or a list of GraphQL errors.
  return (
    Array.isArray(errors) ||
    (typeof code === 'string' && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
  );
}

function safeError(error: GraphQLError, context: MercuriusContext): GraphQLError {
  const original = error.originalError;
  // No original error: a syntax or validation error graphql-js wrote itself. GraphQLError: a scalar's message.
  if (
    !original ||
    original instanceof GraphQLError ||
    original instanceof mercurius.ErrorWithProps ||
    isClientError(original)
  ) {
    return error;
  }
  if (original instanceof PageQueryError) {
    return new GraphQLError(original.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  // A failed query may carry SQL, parameters or internals: log it whole, answer with the generic message.
  (context.reply?.log ?? context.app.log).error({ err: original, path: error.path }, 'graphql resolver failed');
  return new GraphQLError(messages.defaultError, {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * The 4xx of a request refused before it ran, if it was: validation and limits carry their status; errors
 * without a field path (an unknown operation name, a mutation) are the request's own, a 400.
 */
function requestErrorStatus(execution: Execution): number | undefined {
  if (execution.data) return undefined;
  const statuses = execution.errors.map(
    (error) => (error.originalError as { statusCode?: unknown } | undefined)?.statusCode,
  );
  const status = statuses.find(
    (candidate): candidate is number => typeof candidate === 'number' && candidate >= 400 && candidate < 500,
  );
  const requestOnly =
    execution.errors.length > 0 &&
    execution.errors.every((error) => !error.path && error.extensions['code'] !== 'INTERNAL_SERVER_ERROR');
  return status ?? (requestOnly ? 400 : undefined);
}

/** mercurius' formatter over errors that are safe to show: unknown failures become 'Something went wrong'. */
export function contentErrorFormatter(execution: Execution, context: MercuriusContext) {
  const errors = execution.errors.map((error) => safeError(error, context));
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  // mercurius answers 200 when a refused request has several errors (one per field, say); it is still a 400.
  return { ...formatted, statusCode: requestErrorStatus({ ...execution, errors }) ?? formatted.statusCode };
}
