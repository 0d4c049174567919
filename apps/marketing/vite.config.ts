import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { ASSET_PREFIX } from './app/config';

export default defineConfig({
  base: ASSET_PREFIX,
  plugins: [
    remix({
      // Unit tests live next to the routes they test; they are not routes.
      ignoredRouteFiles: ['**/*.spec.*'],
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
});
