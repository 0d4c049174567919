import type { Plugin } from 'vite';

/** As long as `process.env.NODE_ENV` (20 characters), so no column of styled-components' code moves. */
const NODE_ENV_ONCE = '__SC_NODE_ENV_CACHED';
const JOIN_STRINGS = '__scJoinAdjacentStrings';

// Both helpers go on the module's first line, so every later line keeps its number and the source map applies.
const PRELUDE =
  `const ${NODE_ENV_ONCE} = process.env.NODE_ENV;` +
  `function ${JOIN_STRINGS}(rules) { const joined = []; for (const rule of rules) { const last = joined.length - 1; ` +
  `if (typeof rule === 'string' && typeof joined[last] === 'string') joined[last] += rule; else joined.push(rule); } return joined; }`;

/** A styled component's style object (`ComponentStyle`) taking its rules (styled-components 6.x, minified). */
const COMPONENT_STYLE_RULES = /(class \w+\{constructor\((\w+),(\w+),\w+\)\{this\.rules=)\2(,this\.componentId=\3,this\.baseHash=)/g;

/**
 * Two changes to styled-components' code in the server bundle, each with the same meaning as before (decision 030):
 * - It checks `process.env.NODE_ENV` several times per styled element (dev warnings, debug values, prop checks).
 *   The browser build has the value replaced by Vite, but in Node each read is a call into the environment
 *   (0.3-2 µs): about 3,000 per city page render, up to a fifth of its CPU. Here it is read once, when the module
 *   loads: a process started without `NODE_ENV=production` still gets the warnings.
 * - For every element it concatenates a component's CSS pieces and looks the text up in a map of class names.
 *   Adjacent text pieces (all of a component whose values come from the theme constant) are joined once when the
 *   component is defined, so a static component's CSS is one string whose hash V8 keeps, not a new string per
 *   element. The concatenation per element gives the same text as before.
 * Throws when styled-components' code no longer has the expected shape (an upgrade): the build fails rather than
 * silently losing the change.
 */
export function patchStyledComponents(code: string): string {
  if (!code.includes('process.env.NODE_ENV')) return code;
  const matches = code.match(COMPONENT_STYLE_RULES)?.length ?? 0;
  if (matches !== 1) throw new Error(`styled-components-server: expected one ComponentStyle constructor, found ${matches} (styled-components upgraded?)`);
  return PRELUDE + code.replaceAll('process.env.NODE_ENV', NODE_ENV_ONCE).replace(COMPONENT_STYLE_RULES, `$1${JOIN_STRINGS}($2)$4`);
}

/** The Vite plugin: styled-components' module in the server (SSR) build only. */
export function styledComponentsServer(): Plugin {
  return {
    name: 'civicbrief:styled-components-server',
    enforce: 'pre',
    transform(code, id, options) {
      if (!options?.ssr || !/[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]/.test(id)) return null;
      const next = patchStyledComponents(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}
