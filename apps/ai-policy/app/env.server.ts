import { cspNonceOf, readPublicEnv } from '@civicbrief/app-server';
import type { AppLoadContext } from '@remix-run/node';

/**
 * What the root loader hands the document: public settings and the request's CSP nonce, which
 * <Scripts> and <ScrollRestoration> must carry.
 */
export function rootData(context: AppLoadContext) {
  return { ...readPublicEnv(), cspNonce: cspNonceOf(context) };
}
