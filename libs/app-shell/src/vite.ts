// The `@civicbrief/app-shell/vite` entry: each app's Vite config, built at build time only.
import { vitePlugin as remix, type VitePluginConfig } from '@remix-run/dev';
import { defineConfig, type UserConfigFnObject } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

export interface AppViteOptions {
  /** URL prefix of the app's assets (the Vite `base`); the gateway routes it to the app. */
  assetPrefix: string;
  /** Routes beyond the `app/routes` files, e.g. one module serving several paths. */
  routes?: VitePluginConfig['routes'];
}

/**
 * What the browser gets: modern syntax (the pages already need Baseline 2024 features: popovers, <dialog>) and
 * terser's smaller output, about 4% less gzipped JavaScript than esbuild's minifier (decision 021). The server
 * build stays unminified, for readable stack traces.
 */
const clientBuild = {
  target: 'es2022',
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
} as const;

/** The Vite config of a CivicBrief Remix app, run from the app's folder (apps/<app>). */
export function appViteConfig({ assetPrefix, routes }: AppViteOptions): UserConfigFnObject {
  return defineConfig(({ isSsrBuild }) => ({
    base: assetPrefix,
    plugins: [
      remix({
        // Unit tests live next to the routes they test; they are not routes.
        ignoredRouteFiles: ['**/*.spec.*'],
        routes,
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          // Off on purpose: the gateway routes page requests by path, and single fetch's `<path>.data`
          // requests and lazy discovery's shared `/__manifest` would reach the wrong app.
          v3_singleFetch: false,
          v3_lazyRouteDiscovery: false,
        },
      }),
      // Workspace libs resolve through the base config's paths; only it is read.
      tsconfigPaths({ root: '../../', projects: ['tsconfig.base.json'] }),
    ],
    // styled-components must go through Vite's SSR transform, or SSR fails with "styled is not a function".
    ssr: { noExternal: ['styled-components'] },
    build: isSsrBuild ? {} : clientBuild,
  }));
}
