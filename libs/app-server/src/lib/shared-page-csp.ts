import { createHash } from 'node:crypto';

/** Whether a Cache-Control lets a shared cache (the front door's page cache, a CDN) keep the answer for everyone. */
export function isShared(cacheControl: string | null | undefined): boolean {
  const value = (cacheControl ?? '').toLowerCase();
  return /\b(public|s-maxage)\b/.test(value) && !/\b(private|no-store|no-cache)\b/.test(value);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The policy of a page every visitor may be given the same copy of (decision 019): the request's nonce, which the
 * shared copy would hand to everyone alike, is replaced by the SHA-256 hashes of the inline scripts that carried it,
 * so the copy needs no nonce and no nonce anyone has seen is ever accepted. The scripts those load (route chunks,
 * third-party scripts) stay trusted through 'strict-dynamic'. A page with an external script carrying the nonce
 * (none today) keeps its policy: a hash cannot name it.
 */
export function sharedPagePolicy(policy: string, nonce: string, html: string): string {
  const source = `'nonce-${nonce}'`;
  if (!policy.includes(source)) return policy;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(`nonce="${nonce}"`)) continue;
    if (/\bsrc\s*=/i.test(attributes)) return policy;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return policy
    .split(source)
    .join([...hashes].join(' '))
    .replace(/ {2,}/g, ' ');
}
