#!/usr/bin/env node
// Decision 042: each built package as a stranger's tools see it. publint (strict: warnings fail) checks the manifest
// against the files; @arethetypeswrong/cli checks that every entry's types resolve under node16 (from ESM) and
// bundler resolution. The packages are ESM only (decision 042): CommonJS consumers on Node >= 20.19 require() them,
// so attw's esm-only profile leaves out the node10 and node16-from-CJS resolutions.
// Usage: node tools/packages/check.mjs   (after `nx run-many -t build -p tag:publish`)
import { spawnSync } from 'node:child_process';
import { publishedPackages, root } from './published.mjs';

/** Exported data files (locations' `./data/cities.csv`): no module, so no types for attw to resolve. */
const dataEntries = (manifest) =>
  Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && !/\.(?:js|json)$/.test(target))
    .map(([entry]) => entry);

const failures = [];
for (const { manifest, dir } of publishedPackages()) {
  const excluded = dataEntries(manifest);
  for (const [tool, args] of [
    ['publint', ['publint', '--strict', dir]],
    [
      'attw',
      [
        'attw',
        '--pack',
        dir,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
      ],
    ],
  ]) {
    const result = spawnSync('npx', ['--no-install', ...args], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) failures.push(`${manifest.name}: ${tool} failed\n${result.stdout}${result.stderr}`);
    else console.log(`${manifest.name}: ${tool} ok`);
  }
}
if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exit(1);
}
