// Types only: the error itself carries no schema, so a page that only tells errors apart loads no zod (decision 021).
import type { ErrorResult } from '@civicbrief/contracts';

/**
 * A failed gateway call: a non-2xx answer (status and, when the body is the gateway's ErrorResult, its
 * message and field errors), a timeout, a network failure, or an answer that does not match its contract.
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
    readonly status: number,
    readonly kind: 'http' | 'timeout' | 'network' | 'invalid-response',
    /** The gateway's error body when it had the ErrorResult shape. */
    readonly body: ErrorResult | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Field name -> messages, for showing a 400 next to the form fields; {} when there are none. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.fieldErrors ?? {};
  }
}

/**
 * A failure the person cannot fix, for a route's error boundary: an HTTP failure is named by its status and
 * path (not the gateway's own message, which is meant for a form); other failures stay as they are.
 */
export function unexpected(error: unknown, path: string): unknown {
  if (!(error instanceof GatewayError) || error.kind !== 'http') return error;
  return new GatewayError(
    `gateway answered ${error.status} for ${path.split('?')[0]}`,
    error.status,
    'http',
    error.body,
    { cause: error },
  );
}
