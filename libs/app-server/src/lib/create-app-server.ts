import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { defaultCacheControl } from './default-cache-control';
import { discardUnreadBody } from './discard-unread-body';
import { pagePostGuard } from './page-post-guard';
import { remixHandler } from './remix-handler';
import { cspNonceOf, securityHeaders } from './security-headers';
import { staticAssets } from './static-assets';

export interface AppServerOptions {
  /** The Remix server build, or a function loading it (e.g. a dynamic import). */
  build: ServerBuild | (() => Promise<ServerBuild> | ServerBuild);
  /** Directory of the Vite client build (`build/client`). */
  clientDir: string;
  /** URL prefix of the app's assets, the Vite `base`, e.g. `/_civic/`. */
  assetPrefix: string;
  mode?: 'production' | 'development';
  /** Replaces the Remix handler; lets tests exercise the middleware alone. */
  requestHandler?: RequestHandler;
}

/** The load context every loader and action receives (a type alias, so it fits Remix's index signature). */
export type AppServerLoadContext = {
  cspNonce: string;
};

export function createAppServer(options: AppServerOptions): Express {
  if (!options.assetPrefix.startsWith('/') || !options.assetPrefix.endsWith('/')) {
    throw new Error(`assetPrefix must start and end with "/", got "${options.assetPrefix}"`);
  }
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the front door; X-Forwarded-* from it give the real protocol and client.
  app.set('trust proxy', true);
  app.use(compression());
  app.use(securityHeaders());
  app.use(staticAssets(options.clientDir, options.assetPrefix));
  app.use(defaultCacheControl());
  app.use(discardUnreadBody());
  app.use(pagePostGuard());

  const { build } = options;
  app.all(
    '*',
    options.requestHandler ??
      remixHandler({
        build: typeof build === 'function' ? async () => build() : build,
        mode: options.mode ?? 'production',
        getLoadContext: (_req, res): AppServerLoadContext => ({ cspNonce: cspNonceOf(res) }),
      }),
  );
  return app;
}
