import type { Plugin } from 'vite';

/** As long as `process.env.NODE_ENV` (20 characters), so no column of styled-components' code moves. */
const NODE_ENV_ONCE = '__SC_NODE_ENV_CACHED';

/**
 * styled-components checks `process.env.NODE_ENV` several times per styled element (its dev warnings, debug
 * values, prop checks). The browser build has the value replaced by Vite, but the server bundle keeps the reads,
 * and in Node each one is a call into the environment (0.3-2 µs): about 3,000 per city page render, up to a fifth
 * of the render's CPU (decision 030). This reads it once, when the module loads, with the same meaning: a
 * process that starts without `NODE_ENV=production` still gets the warnings.
 */
export function readNodeEnvOnce(code: string): string {
  if (!code.includes('process.env.NODE_ENV')) return code;
  // On the first line, so every later line keeps its number and the module's source map still applies.
  return `const ${NODE_ENV_ONCE} = process.env.NODE_ENV;` + code.replaceAll('process.env.NODE_ENV', NODE_ENV_ONCE);
}

/** The Vite plugin: styled-components' module in the server (SSR) build only. */
export function styledComponentsNodeEnvOnce(): Plugin {
  return {
    name: 'civicbrief:styled-components-node-env-once',
    enforce: 'pre',
    transform(code, id, options) {
      if (!options?.ssr || !/[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]/.test(id)) return null;
      const next = readNodeEnvOnce(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}
