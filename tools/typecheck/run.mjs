#!/usr/bin/env node
// A project's `typecheck` target: `node tools/typecheck/run.mjs <project root>` checks each of the project's
// programs (tsconfig.app.json or tsconfig.lib.json, then tsconfig.spec.json; an e2e suite's tsconfig.json) with
// TypeScript 7's native tsc, installed as @typescript/native beside the 5.9 API the tools import (decision 038).
// The one place that names the compiler and the programs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
if (!root) {
  console.error('Usage: node tools/typecheck/run.mjs <project root>');
  process.exit(2);
}
// The package exports no bin path, so it is found where npm installs it, at the workspace root.
const tsc = join(import.meta.dirname, '../../node_modules/@typescript/native/bin/tsc');
const programs = ['tsconfig.app.json', 'tsconfig.lib.json', 'tsconfig.spec.json']
  .map((name) => join(root, name))
  .filter((path) => existsSync(path));
if (programs.length === 0) programs.push(join(root, 'tsconfig.json'));
for (const program of programs) {
  const result = spawnSync(process.execPath, [tsc, '-p', program, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
