#!/usr/bin/env node
// `npm test`: formatting (Prettier), lint (with module boundaries), typecheck, every project's jest tests and builds, then the
// first-use JavaScript budget over those builds, the published packages' checks, then the three Playwright suites against the production builds
// (each asserts the at-load JavaScript budget of its pages), in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureChromium, ensureVarnish } from './ensure-packages.mjs';

const root = resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function run(label, args) {
  const started = Date.now();
  console.log(`\n[test] ${label}: npx ${args.join(' ')}`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`[test] ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${label} passed in ${seconds} s`);
}

env.CHROMIUM_PATH = ensureChromium();
env.VARNISHD_PATH = ensureVarnish();
run('formatting (Prettier; npm run format writes it)', ['prettier', '--check', '.']);
run('lint, typecheck, unit tests and builds', [
  'nx',
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  'build',
  '--output-style=static',
]);
run('first-use JavaScript budget (decision 021)', ['node', 'tools/bundle/js-budget.mjs']);
run('published packages as a stranger installs them (publint, attw; decision 042)', [
  'node',
  'tools/packages/check.mjs',
]);
run('published packages in consumer projects, React 18 and 19 (decision 042)', [
  'node',
  'tools/packages/consumers.mjs',
]);
run('nx release end to end against a local registry (Verdaccio; decision 043)', [
  'node',
  'tools/release/release.e2e.mjs',
]);
run('commit messages since Conventional Commits were required (decision 043)', [
  'node',
  'tools/release/lint-commits.mjs',
  '--all',
]);
// Two gateways on PostgreSQL deliver one outbox while one is killed (decision 045); the first step built the gateway.
if (process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  env.SKIP_BUILD = '1';
  env.SUBSCRIBERS = '300';
  run('outbox crash test: two gateways, one killed mid-delivery (decision 045)', [
    'node',
    'tools/crash/outbox-crash.mjs',
  ]);
  for (const name of ['DATABASE_URL', 'SKIP_BUILD', 'SUBSCRIBERS']) delete env[name];
} else {
  console.log('\n[test] outbox crash test skipped: it needs PostgreSQL (TEST_DATABASE_URL, as .ci/run sets it)');
}
// The builds of the first step serve the suites: their dependency on the builds is not run again.
run('end-to-end (Playwright, Chromium)', [
  'nx',
  'run-many',
  '-t',
  'e2e',
  '--parallel=1',
  '--excludeTaskDependencies',
  '--output-style=static',
]);
console.log('\n[test] all checks passed');
