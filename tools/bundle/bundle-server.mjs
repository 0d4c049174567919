#!/usr/bin/env node
// Bundles a Node server entry (TypeScript) into one ESM file. Workspace libs (@civicbrief/*, resolved
// through tsconfig paths) are compiled in; npm packages stay external and load from node_modules.
// Worker threads' modules: a bundled source file that names one as `require.resolve('./name.worker.mjs')` gets it
// bundled to <outdir>/name.worker.mjs, where that call resolves at run time (the banner's require is relative to
// the output file). E.g. the gateway's feed parser (apps/gateway/src/providers/feed/feed-parse.worker.mjs).
// Usage: node tools/bundle/bundle-server.mjs <entry.ts> <outfile.mjs>
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('Usage: node tools/bundle/bundle-server.mjs <entry.ts> <outfile.mjs>');
  process.exit(2);
}

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

const options = {
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
};

const { metafile } = await build({ ...options, entryPoints: [entry], outfile, metafile: true });

// Metafile inputs are relative to the working directory.
const WORKER = /require\.resolve\(\s*['"]\.\/([\w.-]+\.worker\.mjs)['"]\s*\)/g;
const workers = new Map();
for (const input of Object.keys(metafile.inputs)) {
  if (input.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(input)) continue;
  for (const [, name] of readFileSync(resolve(input), 'utf8').matchAll(WORKER)) {
    const source = resolve(dirname(input), name);
    if (workers.has(name) && workers.get(name) !== source)
      throw new Error(`Two worker modules named ${name}: ${workers.get(name)} and ${source}`);
    workers.set(name, source);
  }
}
for (const [name, source] of workers)
  await build({ ...options, entryPoints: [source], outfile: resolve(dirname(outfile), basename(name)) });
