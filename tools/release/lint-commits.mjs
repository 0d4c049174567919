#!/usr/bin/env node
// `npm run lint:commits [-- --from <ref> | --all]`: commitlint over the commits of this branch, for CI.
// The range is <from>..HEAD, <from> being the given ref, or with --all every commit since Conventional Commits
// became required on main (REQUIRED_SINCE: `npm test` checks those), or else the merge base with origin/main
// (main when there is no remote), so only the branch's own commits are read. History from before Conventional
// Commits were required is never read: if <from> is older than the commit that added commitlint.config.mjs, that
// commit's parent is used.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const git = (...args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
};
const isAncestor = (a, b) => spawnSync('git', ['merge-base', '--is-ancestor', a, b], { cwd: root }).status === 0;

/** The merge that brought commitlint to main: every commit after it on main is a Conventional Commit. */
const REQUIRED_SINCE = '5389871c987a1a3137b0bb357533696bec49f6fa';

const fromIndex = process.argv.indexOf('--from');
const baseBranch = git('rev-parse', '--verify', '--quiet', 'origin/main') ? 'origin/main' : 'main';
let from = process.argv.includes('--all')
  ? REQUIRED_SINCE
  : fromIndex > 0
    ? process.argv[fromIndex + 1]
    : git('merge-base', 'HEAD', baseBranch);
if (!from) {
  console.error(`lint-commits: no --from and no merge base with ${baseBranch}`);
  process.exit(2);
}
const ruleAdded = git('log', '--diff-filter=A', '--format=%H', '-1', '--', 'commitlint.config.mjs');
const floor = ruleAdded ? git('rev-parse', '--verify', '--quiet', `${ruleAdded}^`) : '';
if (floor && !isAncestor(floor, from)) from = floor;

console.log(`lint-commits: ${git('rev-list', '--count', `${from}..HEAD`)} commits in ${from.slice(0, 12)}..HEAD`);
const result = spawnSync('npx', ['--no-install', 'commitlint', '--from', from, '--to', 'HEAD'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
