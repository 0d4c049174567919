#!/usr/bin/env node
// Issue 30: the published packages as a stranger gets them. Packs every built package, installs the tarballs
// (not the workspace) with React 18 and with React 19 into a copy of tools/packages/consumer, and there:
// runs a plain Node ESM script, type-checks under `nodenext` (strict, library types checked), and builds a
// Vite + React app with SSR (no ssr.noExternal), renders it in Node and checks its browser bundle.
// Dependencies come from the npm registry (npm's cache first); nothing from the workspace's node_modules.
// Usage: node tools/packages/consumers.mjs [--react=18|19]   (after `nx run-many -t build -p tag:publish`)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, root } from './published.mjs';

const work = join(root, 'tmp', 'consumers');
const only = process.argv.find((arg) => arg.startsWith('--react='))?.slice('--react='.length);
const REACT = { 18: { react: '^18.3.1', types: '^18.3.0' }, 19: { react: '^19.0.0', types: '^19.0.0' } };

function run(cwd, command, args) {
  const started = Date.now();
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' } });
  console.log(`[consumers] ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `tsc` with the libraries' declarations checked too (skipLibCheck off), failing on any error in the consumer's
 * code or in a @civicbrief package; errors inside other packages' own declarations (e.g. @remix-run/node against a
 * newer @types/node) are theirs, listed but not counted.
 */
function typecheck(cwd) {
  const result = spawnSync('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], { cwd, encoding: 'utf8' });
  const errors = result.stdout.split('\n').filter((line) => / error TS\d+:/.test(line));
  const ours = errors.filter((line) => !line.startsWith('node_modules/') || line.startsWith('node_modules/@civicbrief/'));
  for (const line of errors.filter((error) => !ours.includes(error))) console.log(`[consumers] not ours: ${line}`);
  if (ours.length > 0 || (result.status !== 0 && errors.length === 0)) {
    throw new Error(`type errors under nodenext:\n${ours.join('\n') || result.stdout + result.stderr}`);
  }
  console.log('[consumers] tsc (nodenext, strict, declarations checked): ok');
}

rmSync(work, { recursive: true, force: true });
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs, { recursive: true });
const packages = publishedPackages();
for (const { dir } of packages) execFileSync('npm', ['pack', '--silent', '--pack-destination', tarballs, dir], { cwd: root });

for (const major of only ? [only] : Object.keys(REACT)) {
  const versions = REACT[major];
  if (!versions) throw new Error(`no React ${major}: 18 or 19`);
  const app = join(work, `react-${major}`);
  cpSync(join(import.meta.dirname, 'consumer'), app, { recursive: true });
  const dependencies = Object.fromEntries(
    packages.map(({ manifest }) => [manifest.name, `file:${join(tarballs, `${manifest.name.slice(1).replace('/', '-')}-${manifest.version}.tgz`)}`]),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: `civicbrief-consumer-react-${major}`,
        private: true,
        type: 'module',
        dependencies: { ...dependencies, react: versions.react, 'react-dom': versions.react, 'styled-components': '^6.1.0' },
        devDependencies: { typescript: '^5.9.0', vite: '^6.4.0', '@types/node': '^20.0.0', '@types/react': versions.types, '@types/react-dom': versions.types },
      },
      null,
      2,
    ),
  );
  console.log(`\n[consumers] React ${major}: ${app}`);
  run(app, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  run(app, 'node', ['node-esm.mjs']);
  typecheck(app);
  run(app, 'npx', ['--no-install', 'vite', 'build']);
  run(app, 'npx', ['--no-install', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']);
  run(app, 'node', ['ssr-check.mjs']);
}
console.log('\n[consumers] every consumer passed');
