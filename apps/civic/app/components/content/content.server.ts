import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { contentApiFor } from '@civicbrief/gateway-client/server';
import { previewSecretFor } from '../preview/preview.server';

const clientOfRequest = new WeakMap<Request, Promise<ContentClient>>();

/**
 * The content API client for this request: it includes drafts only in preview mode, and its queries
 * count against the visitor's own /graphql limit, not this server's (decision 012). Built once per request,
 * however many loaders and helpers of the page ask for it.
 */
export function contentFor(request: Request): Promise<ContentClient> {
  let client = clientOfRequest.get(request);
  if (!client) {
    client = previewSecretFor(request).then((previewSecret) =>
      createContentClient({ ...contentApiFor(request), previewSecret }),
    );
    clientOfRequest.set(request, client);
  }
  return client;
}
