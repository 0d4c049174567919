// The `@civicbrief/app-shell/server` entry: server-only (the `.server` name keeps it out of browser bundles).
import { cspNonceOf, readPublicEnv } from '@civicbrief/app-server';
import type { AppLoadContext } from '@remix-run/node';
import { APP_LOADER_SOURCE } from './lib/deferred-hydration/app-loader.server';
import { provideAppLoaderSource } from './lib/deferred-hydration/deferred-scripts';
import type { ShellData } from './lib/shell-data';

/**
 * The root loader's data for the document: public settings and the request's CSP nonce. It also gives the document
 * its inline app loader (rendered by DeferredScripts), on the server only, so the browser's bundle leaves it out.
 */
export function rootData(context: AppLoadContext): ShellData {
  provideAppLoaderSource(APP_LOADER_SOURCE);
  return { ...readPublicEnv(), cspNonce: cspNonceOf(context) };
}
