import { secretOf } from '@civicbrief/app-server';
import { createCookie } from '@remix-run/node';

/**
 * Preview mode (spec §6): a signed, httpOnly cookie set by the /preview route when the visitor knows the
 * preview secret. While it is on, content queries include drafts. It is signed with SESSION_SECRET, which
 * has no built-in default: production requires it, development and tests get a random one (decision 013).
 */
export const previewCookie = createCookie('cb_preview', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: process.env['NODE_ENV'] === 'production' && (process.env['SITE_ORIGIN'] ?? '').startsWith('https:'),
  secrets: [secretOf('SESSION_SECRET')],
  maxAge: 60 * 60 * 8,
});

const previewOfRequest = new WeakMap<Request, Promise<boolean>>();

/**
 * Whether this request is in preview mode. Resolved once per request: the root loader, the page's loader and its
 * cache headers all ask, and Remix hands every loader of a document request the same Request.
 */
export function isPreview(request: Request): Promise<boolean> {
  let answer = previewOfRequest.get(request);
  if (!answer) {
    answer = previewCookie.parse(request.headers.get('Cookie')).then((value: unknown) => value === true);
    previewOfRequest.set(request, answer);
  }
  return answer;
}

/** The preview secret when preview mode is on for this request, otherwise undefined. */
export async function previewSecretFor(request: Request): Promise<string | undefined> {
  const secret = process.env['PREVIEW_SECRET'];
  return secret && (await isPreview(request)) ? secret : undefined;
}
