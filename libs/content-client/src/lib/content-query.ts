import { Client, fetchExchange, getOperationName, type TypedDocumentNode } from '@urql/core';
import { ContentError, contentErrorFrom } from './content-error';

/** Header carrying the preview secret; the gateway refuses `preview: true` without it. */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
/** How long one content request may take before it fails, so a slow content API cannot hang a page. */
export const DEFAULT_CONTENT_TIMEOUT_MS = 10_000;

export interface ContentClientOptions {
  /** The content API's GraphQL endpoint, `${GATEWAY_URL}/graphql`, e.g. 'http://127.0.0.1:3000/graphql'. */
  url: string;
  /** Given (non-empty): every query asks for drafts too (`preview: true`) and sends the secret. */
  previewSecret?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function withTimeout(baseFetch: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

/** Runs one typed query and answers its data, or throws a ContentError with `message`. */
export type RunQuery = <Data, Variables extends { preview?: boolean }>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  message: string,
) => Promise<Data>;

/** Paging of the listings: how many to skip and the most to answer. */
export interface Paging {
  skip?: number;
  limit?: number;
}

/**
 * The content API for server code (Remix loaders): no cache, every query goes to the network, POST only
 * (long slug lists would not fit a GET URL). With a preview secret every query asks for drafts too.
 */
export function createContentQuery(options: ContentClientOptions): { urql: Client; preview: boolean; run: RunQuery } {
  const preview = Boolean(options.previewSecret);
  const urql = new Client({
    url: options.url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: withTimeout(options.fetch ?? globalThis.fetch, options.timeoutMs ?? DEFAULT_CONTENT_TIMEOUT_MS),
    fetchOptions: options.previewSecret ? { headers: { [PREVIEW_SECRET_HEADER]: options.previewSecret } } : {},
  });

  const run: RunQuery = async (document, variables, message) => {
    const operation = getOperationName(document) ?? 'content query';
    const result = await urql.query(document, { ...variables, preview }).toPromise();
    if (result.error) throw contentErrorFrom(result.error, operation, message);
    if (!result.data)
      throw new ContentError(message, { kind: 'graphql', operation, cause: new Error('No data in the answer') });
    return result.data;
  };

  return { urql, preview, run };
}
