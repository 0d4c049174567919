import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { contentApiFor } from '@civicbrief/gateway-client/server';
import { previewSecretFor } from '../preview/preview.server';

/**
 * The content API client for this request: it includes drafts only in preview mode, and its queries
 * count against the visitor's own /graphql limit, not this server's (decision 012).
 */
export async function contentFor(request: Request): Promise<ContentClient> {
  return createContentClient({ ...contentApiFor(request), previewSecret: await previewSecretFor(request) });
}
