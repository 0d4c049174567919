import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const previewSecretHeader = 'x-preview-secret';

/**
 * Drafts are shown only to callers that present the preview secret (the Remix apps do when their signed
 * preview cookie is on). No secret configured means no previews at all.
 */
export function hasPreviewAccess(request: FastifyRequest, previewSecret: string | undefined): boolean {
  const presented = request.headers[previewSecretHeader];
  if (!previewSecret || typeof presented !== 'string') return false;
  const expected = Buffer.from(previewSecret);
  const given = Buffer.from(presented);
  // Constant time, so response timing does not reveal how much of a guess was right.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
