// No ssr.noExternal: the packages must load in Node as they are (issue 30).
import { defineConfig } from 'vite';

export default defineConfig({ esbuild: { jsx: 'automatic' }, logLevel: 'warn' });
