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

export async function isPreview(request: Request): Promise<boolean> {
  const value: unknown = await previewCookie.parse(request.headers.get('Cookie'));
  return value === true;
}

/** The preview secret when preview mode is on for this request, otherwise undefined. */
export async function previewSecretFor(request: Request): Promise<string | undefined> {
  const secret = process.env['PREVIEW_SECRET'];
  return secret && (await isPreview(request)) ? secret : undefined;
}
