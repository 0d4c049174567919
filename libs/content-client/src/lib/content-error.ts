import type { CombinedError } from '@urql/core';

/** 'network': the content API could not be reached or did not answer GraphQL; 'graphql': it answered with errors. */
export type ContentErrorKind = 'network' | 'graphql';

/**
 * A failed content query. `message` is safe to show users (a spec message); what actually went wrong is
 * kept in `cause` for logs, never shown.
 */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly kind: ContentErrorKind;
  /** The GraphQL operation name, e.g. 'RecentSummaries'. */
  readonly operation: string;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | null;
  /** `extensions.code` of the first GraphQL error (e.g. 'FORBIDDEN' for a preview without the secret). */
  readonly code: string | null;

  constructor(
    message: string,
    details: {
      kind: ContentErrorKind;
      operation: string;
      cause: unknown;
      status?: number | null;
      code?: string | null;
    },
  ) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
  }
}

/** The ContentError for urql's CombinedError: a network error wins, since GraphQL errors then mean nothing. */
export function contentErrorFrom(error: CombinedError, operation: string, message: string): ContentError {
  const response: unknown = error.response;
  const status =
    typeof response === 'object' && response !== null && 'status' in response && typeof response.status === 'number'
      ? response.status
      : null;
  const code = error.graphQLErrors[0]?.extensions?.['code'];
  return new ContentError(message, {
    kind: error.networkError ? 'network' : 'graphql',
    operation,
    cause: error,
    status,
    code: typeof code === 'string' ? code : null,
  });
}
