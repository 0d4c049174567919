// The `@civicbrief/app-shell/server` entry: server-only (the `.server` name keeps it out of browser bundles).
import { cspNonceOf, readPublicEnv } from '@civicbrief/app-server';
import type { AppLoadContext } from '@remix-run/node';
import type { ShellData } from './lib/shell-data';

/** The root loader's data for the document: public settings and the request's CSP nonce. */
export function rootData(context: AppLoadContext): ShellData {
  return { ...readPublicEnv(), cspNonce: cspNonceOf(context) };
}
