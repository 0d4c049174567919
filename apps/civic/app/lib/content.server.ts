import { createContentClient, type ContentClient } from '@civicbrief/content-client';
import { gatewayUrl } from './gateway.server';
import { previewSecretFor } from './preview.server';

/** The content API client for this request: it includes drafts only in preview mode. */
export async function contentFor(request: Request): Promise<ContentClient> {
  return createContentClient({ url: `${gatewayUrl()}/graphql`, previewSecret: await previewSecretFor(request) });
}
