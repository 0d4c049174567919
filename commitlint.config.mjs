// Commit messages follow Conventional Commits (https://www.conventionalcommits.org): `nx release` reads them to
// choose each library's next version and to write its CHANGELOG.md (CONTRIBUTING.md, decision 043).
// Checked by the commit-msg hook in .githooks/ and, in CI, by `npm run lint:commits` (tools/release/lint-commits.mjs),
// which only reads commits made after the last commit that predates this rule (recorded there).
import { readdirSync } from 'node:fs';

const projectDirs = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

export default {
  extends: ['@commitlint/config-conventional'],
  rules: {
    // A scope names the project a change is for (Nx matches it to the project when choosing versions); a
    // warning only, so workspace-wide scopes (release, deps, ci, tools) remain possible.
    'scope-enum': [
      1,
      'always',
      [...projectDirs('libs'), ...projectDirs('apps'), 'release', 'deps', 'ci', 'tools', 'docs', 'e2e'],
    ],
  },
};
