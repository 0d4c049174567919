import express, { type Router } from 'express';
import { join } from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/**
 * Serves the Vite client build under the app's asset prefix. Files under `assets/` carry a content
 * hash in their name, so they never change and may be cached for a year; a missing one is a plain
 * 404 rather than a rendered page. Other public files (favicon, PDFs) change rarely: one hour.
 */
export function staticAssets(clientDir: string, assetPrefix: string): Router {
  const router = express.Router();
  router.use(
    `${assetPrefix}assets`,
    express.static(join(clientDir, 'assets'), {
      fallthrough: false,
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE),
    }),
  );
  router.use(
    assetPrefix,
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', PUBLIC_FILE_CACHE),
    }),
  );
  return router;
}
