#!/usr/bin/env node
// A library's `build` after tsc (its `compile`): relative imports in the emitted .js and .d.ts get their full
// file names (`./lib/messages` becomes `./lib/messages.js`, a folder its `index.js`), as Node's ESM loader and
// TypeScript's node16/nodenext resolution require (decision 042). Path aliases are left alone: `@civicbrief/*` stay
// package names. A declaration's deep import into a package without an `exports` map (tsc writes
// `import("styled-components/dist/types")` for an inferred styled component's type) gets its file's extension too.
// Fails if a relative specifier is still incomplete afterwards.
// Usage: node tools/packages/finish-package.mjs dist/libs/<name>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { replaceTscAliasPaths } from 'tsc-alias';

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s+\*\s+from\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
const COMPLETE = /\.(?:js|mjs|cjs|json|css)$/;

/** Every .js and .d.ts under `folder`. */
function* emitted(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* emitted(path);
    else if (/\.(?:js|d\.ts)$/.test(entry.name)) yield path;
  }
}

/** Relative specifiers that are not full file names, as `file: specifier`. */
export function incompleteSpecifiers(folder) {
  const found = [];
  for (const file of emitted(folder)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!COMPLETE.test(specifier)) found.push(`${file}: ${specifier}`);
    }
  }
  return found;
}

const DEEP_IMPORT = /(['"])((?:@[\w.-]+\/)?[\w.-]+)\/([\w./-]+)\1/g;

/** `pkg/sub/path` becomes `pkg/sub/path.js` where `pkg` has no exports map and `sub/path.d.ts` is its file. */
function completeDeepImports(file, packageDir) {
  const require = createRequire(resolve(packageDir, 'package.json'));
  const text = readFileSync(file, 'utf8');
  const next = text.replace(DEEP_IMPORT, (whole, quote, name, subpath) => {
    if (name.startsWith('.') || COMPLETE.test(subpath)) return whole;
    let manifestPath;
    try {
      manifestPath = require.resolve(`${name}/package.json`);
    } catch {
      return whole;
    }
    if (JSON.parse(readFileSync(manifestPath, 'utf8')).exports) return whole;
    const base = join(dirname(manifestPath), subpath);
    return existsSync(`${base}.d.ts`) || existsSync(`${base}.js`) ? `${quote}${name}/${subpath}.js${quote}` : whole;
  });
  if (next !== text) writeFileSync(file, next);
}

export async function finishPackage(packageDir) {
  const outDir = resolve(packageDir, 'src');
  if (!existsSync(outDir)) throw new Error(`${outDir} does not exist: build the library first`);
  // A tsconfig without `paths`: only relative specifiers are completed.
  await replaceTscAliasPaths({
    configFile: resolve(import.meta.dirname, 'tsconfig.emit.json'),
    outDir,
    resolveFullPaths: true,
    resolveFullExtension: '.js',
  });
  for (const file of emitted(outDir)) if (file.endsWith('.d.ts')) completeDeepImports(file, packageDir);
  const left = incompleteSpecifiers(outDir);
  if (left.length > 0) throw new Error(`incomplete relative specifiers in ${packageDir}:\n${left.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [packageDir] = process.argv.slice(2);
  if (!packageDir) {
    console.error('usage: node tools/packages/finish-package.mjs dist/libs/<name>');
    process.exit(2);
  }
  await finishPackage(packageDir);
}
