#!/usr/bin/env node
// Bundles a Node server entry (TypeScript) into one ESM file. Workspace libs (@civicbrief/*, resolved
// through tsconfig paths) are compiled in; npm packages stay external and load from node_modules.
// Usage: node tools/bundle/bundle-server.mjs <entry.ts> <outfile.mjs>
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('Usage: node tools/bundle/bundle-server.mjs <entry.ts> <outfile.mjs>');
  process.exit(2);
}

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: resolve(root, 'tsconfig.base.json'),
  // Each package and its subpaths (e.g. drizzle-orm/pglite) stay external.
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // CommonJS packages bundled by accident would need require(); give ESM output one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
