import type { PublicEnv } from '@civicbrief/app-server';

/**
 * What the root loader hands the document (`rootData` in `@civicbrief/app-shell/server`): the public
 * settings and the request's CSP nonce, which <Scripts> and <ScrollRestoration> must carry. A type only:
 * the browser bundle takes nothing from app-server.
 */
export type ShellData = PublicEnv & { cspNonce?: string };
