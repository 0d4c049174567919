// No ssr.noExternal: the packages must load in Node as they are (decision 042).
import { defineConfig } from 'vite';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  logLevel: 'warn',
  build: {
    rollupOptions: {
      // "use client" marks modules for React Server Components; a client bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
