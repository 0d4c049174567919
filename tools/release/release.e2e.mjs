#!/usr/bin/env node
// `npm run test:release`: `nx release` end to end against a throwaway Verdaccio on loopback (decision 043).
//
// 1. Starts Verdaccio from node_modules on 127.0.0.1 with a temp storage: anyone may publish @civicbrief/*,
//    nothing is proxied (no uplinks), so only the packages this test publishes exist there.
// 2. Clones HEAD (committed work only) into a temp dir, links node_modules, and brings the registry to the
//    state of the last release: the documented first release (`nx release <v> --first-release --yes`) when
//    the repo has no release tags yet, otherwise a publish of the versions at HEAD.
// 3. Commits `feat(contracts): …` and `fix(design-system): …` and runs `nx release --yes`.
// 4. Checks tags, versions in the registry, CHANGELOG.md files, `^` ranges of dependants that resolve in the
//    registry, that a second `nx release --dry-run` proposes nothing already published, and that
//    `npm install` of the published surveys and design-system resolves every @civicbrief dependency
//    (@civicbrief from Verdaccio, everything else from the npm registry configured for this user).
// Verdaccio is stopped and the temp dir removed in `finally`; nothing is written to this repository.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  appendFileSync,
  realpathSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from '../crash/gateway-process.mjs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const semver = require('semver');
const started = Date.now();
const keep = process.env.RELEASE_E2E_KEEP === '1';

function log(message) {
  console.log(`[release-e2e ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

function fail(message, output = '') {
  const error = new Error(message);
  error.output = output;
  throw error;
}

/** Runs a command to completion; throws with its output when it fails (unless `allowFailure`). */
function run(cmd, args, { cwd, env, allowFailure = false, quiet = true } = {}) {
  const t0 = Date.now();
  const result = spawnSync(cmd, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: quiet ? 'pipe' : 'inherit',
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!quiet || Date.now() - t0 > 5000) log(`${cmd} ${args.join(' ')} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (result.status !== 0 && !allowFailure)
    fail(`${cmd} ${args.join(' ')} exited ${result.status ?? result.signal}`, output);
  return { status: result.status, output, stdout: result.stdout ?? '' };
}

async function waitForRegistry(url, child, logs) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`Verdaccio exited with ${child.exitCode}`, logs.join(''));
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail('Verdaccio did not answer /-/ping within 30 s', logs.join(''));
}

async function stopVerdaccio(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function verdaccioConfig(dir, port) {
  // No uplinks: nothing is proxied. Only @civicbrief/* may be published, by anyone (no login).
  return [
    `storage: ${join(dir, 'storage')}`,
    'auth:',
    '  htpasswd:',
    `    file: ${join(dir, 'htpasswd')}`,
    '    max_users: -1',
    'uplinks: {}',
    'packages:',
    "  '@civicbrief/*':",
    '    access: $all',
    '    publish: $all',
    '    unpublish: $all',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    'web:',
    '  enable: false',
    `listen: 127.0.0.1:${port}`,
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

/** The projects tagged `publish`, read from libs/*\/project.json of the clone. */
function publishProjects(repo) {
  return readdirSync(join(repo, 'libs'))
    .filter((dir) => existsSync(join(repo, 'libs', dir, 'project.json')))
    .map((dir) => {
      const project = JSON.parse(readFileSync(join(repo, 'libs', dir, 'project.json'), 'utf8'));
      const manifest = JSON.parse(readFileSync(join(repo, 'libs', dir, 'package.json'), 'utf8'));
      return {
        name: project.name,
        root: `libs/${dir}`,
        packageName: manifest.name,
        tags: project.tags ?? [],
        manifest,
      };
    })
    .filter((p) => p.tags.includes('publish'));
}

/** `npm view <spec> version --json` in the local registry: the matching versions, [] when none. */
function registryVersions(spec, env) {
  const { status, stdout } = run('npm', ['view', spec, 'version', '--json'], { env, allowFailure: true });
  if (status !== 0 || !stdout.trim()) return [];
  const parsed = JSON.parse(stdout);
  return Array.isArray(parsed) ? parsed : [parsed];
}

function registryManifest(spec, env) {
  return JSON.parse(run('npm', ['view', spec, '--json'], { env }).stdout);
}

function tagsOf(repo, projects) {
  const tags = run('git', ['tag', '--list'], { cwd: repo }).stdout.split('\n').filter(Boolean);
  const latest = {};
  for (const p of projects) {
    const versions = tags
      .filter((t) => t.startsWith(`${p.name}@`))
      .map((t) => t.slice(p.name.length + 1))
      .filter((v) => semver.valid(v));
    latest[p.name] = versions.sort(semver.rcompare)[0];
  }
  return latest;
}

function check(condition, message) {
  if (!condition) fail(`check failed: ${message}`);
  log(`ok: ${message}`);
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'civicbrief-release-'));
  let verdaccio;
  try {
    // --- the registry ---------------------------------------------------------------------------
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const registryDir = join(tmp, 'registry');
    mkdirSync(registryDir);
    writeFileSync(join(registryDir, 'config.yaml'), verdaccioConfig(registryDir, port));
    const verdaccioPkg = require.resolve('verdaccio/package.json');
    const verdaccioBin = join(verdaccioPkg, '..', JSON.parse(readFileSync(verdaccioPkg, 'utf8')).bin);
    const verdaccioLogs = [];
    verdaccio = spawn(
      process.execPath,
      [verdaccioBin, '--config', join(registryDir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
      {
        cwd: registryDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    verdaccio.stdout.on('data', (d) => verdaccioLogs.push(d.toString()));
    verdaccio.stderr.on('data', (d) => verdaccioLogs.push(d.toString()));
    await waitForRegistry(url, verdaccio, verdaccioLogs);
    log(`Verdaccio ${JSON.parse(readFileSync(verdaccioPkg, 'utf8')).version} at ${url} (pid ${verdaccio.pid})`);

    // npm config for everything that talks to the registry: only this temp file (no user or global npmrc,
    // so no real credentials), the local registry, and a fake token (npm refuses to publish without one).
    const npmrc = join(tmp, 'npmrc');
    writeFileSync(
      npmrc,
      [
        `registry=${url}`,
        `//127.0.0.1:${port}/:_authToken=fake-local-token`,
        'audit=false',
        'fund=false',
        'update-notifier=false',
        '',
      ].join('\n'),
    );
    writeFileSync(join(tmp, 'global-npmrc'), '');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(npm_config_|NPM_TOKEN$|NODE_AUTH_TOKEN$|NX_)/i.test(k)),
    );
    Object.assign(env, {
      npm_config_userconfig: npmrc,
      npm_config_globalconfig: join(tmp, 'global-npmrc'),
      npm_config_registry: url,
      NX_DAEMON: 'false',
      NX_TUI: 'false',
      NX_NO_CLOUD: 'true',
      CI: 'true',
      FORCE_COLOR: '0',
    });

    // --- the clone ------------------------------------------------------------------------------
    const head = run('git', ['rev-parse', 'HEAD'], { cwd: root }).stdout.trim();
    if (run('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root }).stdout.trim()) {
      log('note: the working tree has uncommitted changes; this test releases HEAD only');
    }
    const repo = join(tmp, 'repo');
    run('git', ['clone', '--quiet', '--no-checkout', root, repo]);
    run('git', ['checkout', '--quiet', '-B', 'release-e2e', head], { cwd: repo });
    run('git', ['remote', 'remove', 'origin'], { cwd: repo });
    run('git', ['config', 'user.name', 'Release E2E'], { cwd: repo });
    run('git', ['config', 'user.email', 'release-e2e@example.invalid'], { cwd: repo });
    run('git', ['config', 'core.hooksPath', '/dev/null'], { cwd: repo });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(repo, 'node_modules'));
    appendFileSync(join(repo, '.git/info/exclude'), '/node_modules\n');
    log(`cloned ${head.slice(0, 12)} into ${repo}`);

    let projects = publishProjects(repo);
    check(projects.length > 0, `${projects.length} projects tagged publish: ${projects.map((p) => p.name).join(', ')}`);
    for (const p of projects) {
      const publishRegistry = p.manifest.publishConfig?.registry;
      if (publishRegistry)
        fail(
          `${p.root}/package.json sets publishConfig.registry (${publishRegistry}); it would override the local registry`,
        );
    }
    const nx = (args, opts = {}) =>
      run('npx', ['nx', ...args], { cwd: repo, env, quiet: process.env.RELEASE_E2E_VERBOSE !== '1', ...opts });

    // --- the last release, in this registry -------------------------------------------------------
    const before = tagsOf(repo, projects);
    const untagged = projects.filter((p) => !before[p.name]);
    if (untagged.length === projects.length) {
      const versions = [...new Set(projects.map((p) => p.manifest.version))];
      if (versions.length !== 1)
        fail(`no release tags yet, and the packages' versions differ (${versions.join(', ')})`);
      log(`no release tags: the first release, nx release ${versions[0]} --first-release --yes`);
      nx(['release', versions[0], '--first-release', '--yes']);
    } else {
      if (untagged.length)
        fail(`some publish projects have release tags and some do not: ${untagged.map((p) => p.name).join(', ')}`);
      log('release tags exist: publishing the versions at HEAD to the empty registry');
      nx(['release', 'publish', '--first-release']);
    }
    projects = publishProjects(repo);
    const baseline = tagsOf(repo, projects);
    for (const p of projects) {
      check(baseline[p.name] === p.manifest.version, `${p.name}@${p.manifest.version} tagged`);
      check(
        registryVersions(`${p.packageName}@${p.manifest.version}`, env).length === 1,
        `${p.packageName}@${p.manifest.version} in the registry`,
      );
    }

    // --- conventional commits, then the release ----------------------------------------------------
    appendFileSync(join(repo, 'libs/contracts/src/index.ts'), '\n// release e2e: a new contract\n');
    run('git', ['commit', '--quiet', '-am', 'feat(contracts): release e2e adds a contract'], { cwd: repo });
    appendFileSync(join(repo, 'libs/design-system/src/index.ts'), '\n// release e2e: a fix\n');
    run('git', ['commit', '--quiet', '-am', 'fix(design-system): release e2e fixes a component'], { cwd: repo });
    log('committed feat(contracts) and fix(design-system); nx release --yes');
    nx(['release', '--yes']);

    // --- checks -----------------------------------------------------------------------------------
    projects = publishProjects(repo);
    const after = tagsOf(repo, projects);
    const byPackage = new Map(projects.map((p) => [p.packageName, p]));
    // Expected to move: contracts, design-system, and everything that depends on them (transitively).
    const moved = new Set(['contracts', 'design-system']);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of projects) {
        const deps = Object.keys({ ...p.manifest.dependencies, ...p.manifest.peerDependencies });
        if (!moved.has(p.name) && deps.some((d) => moved.has(byPackage.get(d)?.name))) {
          moved.add(p.name);
          grew = true;
        }
      }
    }
    const headTags = run('git', ['tag', '--points-at', 'HEAD'], { cwd: repo }).stdout.split('\n').filter(Boolean);
    for (const p of projects) {
      if (moved.has(p.name)) {
        check(
          semver.gt(after[p.name], baseline[p.name]),
          `${p.name} bumped ${baseline[p.name]} -> ${after[p.name]}, tag ${p.name}@${after[p.name]} made`,
        );
        check(
          headTags.includes(`${p.name}@${after[p.name]}`),
          `tag ${p.name}@${after[p.name]} is on the release commit`,
        );
      } else {
        check(after[p.name] === baseline[p.name], `${p.name} unchanged at ${after[p.name]}`);
      }
      check(p.manifest.version === after[p.name], `libs/${p.root.split('/')[1]}/package.json says ${after[p.name]}`);
      check(
        registryVersions(`${p.packageName}@${after[p.name]}`, env).length === 1,
        `npm view ${p.packageName}@${after[p.name]}`,
      );
    }
    const commitSubject = run('git', ['log', '-1', '--format=%s'], { cwd: repo }).stdout.trim();
    check(commitSubject === 'chore(release): publish', `release commit "${commitSubject}"`);
    const dirty = run('git', ['status', '--porcelain'], { cwd: repo }).stdout.trim();
    check(!dirty, `the clone is clean after the release${dirty ? `: ${dirty}` : ''}`);

    const changelog = (name) => readFileSync(join(repo, 'libs', name, 'CHANGELOG.md'), 'utf8');
    check(
      changelog('contracts').includes('release e2e adds a contract') &&
        changelog('contracts').includes(`## ${after.contracts}`),
      `libs/contracts/CHANGELOG.md has ${after.contracts} and the feat`,
    );
    check(
      changelog('design-system').includes('release e2e fixes a component'),
      'libs/design-system/CHANGELOG.md has the fix',
    );
    for (const name of moved) {
      check(
        existsSync(join(repo, 'libs', name, 'CHANGELOG.md')) && changelog(name).includes(`## ${after[name]}`),
        `libs/${name}/CHANGELOG.md has ${after[name]}`,
      );
    }

    for (const p of projects) {
      const published = registryManifest(`${p.packageName}@${after[p.name]}`, env);
      for (const field of ['dependencies', 'peerDependencies']) {
        for (const [dep, range] of Object.entries(published[field] ?? {})) {
          if (!dep.startsWith('@civicbrief/')) continue;
          check(range.startsWith('^'), `${p.packageName}@${after[p.name]} ${field} ${dep}: "${range}" is a ^ range`);
          const dependency = byPackage.get(dep);
          check(!!dependency, `${dep} is a publish project`);
          check(
            semver.satisfies(after[dependency.name], range),
            `${dep}@${after[dependency.name]} (its latest) satisfies "${range}"`,
          );
          check(registryVersions(`${dep}@${range}`, env).length > 0, `npm view ${dep}@"${range}" finds a version`);
        }
      }
    }
    // --- a second dry run proposes nothing that is already published ------------------------------
    const dry = nx(['release', '--dry-run']);
    const proposed = [
      ...dry.output.matchAll(/New version (\S+) written to manifest: libs\/([^/]+)\/package\.json/g),
    ].map((m) => [m[2], m[1]]);
    for (const [dir, version] of proposed) {
      const p = projects.find((q) => q.root === `libs/${dir}`);
      check(
        registryVersions(`${p.packageName}@${version}`, env).length === 0,
        `the dry run's ${p.packageName}@${version} is not published yet`,
      );
    }
    check(
      true,
      `second dry run exits 0 and proposes ${proposed.length ? proposed.map(([d, v]) => `${d}@${v}`).join(', ') : 'nothing'}`,
    );
    check(!run('git', ['status', '--porcelain'], { cwd: repo }).stdout.trim(), 'the dry run changed nothing');

    // --- a consumer installs from the registry ------------------------------------------------------
    // @civicbrief/* from Verdaccio (project .npmrc), everything else from this user's npm registry.
    const consumer = join(tmp, 'consumer');
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, version: '0.0.0' }),
    );
    writeFileSync(join(consumer, '.npmrc'), `@civicbrief:registry=${url}\nomit-lockfile-registry-resolved=false\n`);
    const consumerEnv = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^npm_config_(registry|userconfig|globalconfig)$/i.test(k)),
    );
    const wanted = ['surveys', 'design-system'].map(
      (name) => `${projects.find((p) => p.name === name).packageName}@${after[name]}`,
    );
    run(
      'npm',
      ['install', ...wanted, '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: consumer, env: consumerEnv },
    );
    const tree = JSON.parse(
      run('npm', ['ls', '--all', '--json'], { cwd: consumer, env: consumerEnv, allowFailure: true }).stdout,
    );
    const found = new Map();
    const walk = (deps = {}) => {
      for (const [name, node] of Object.entries(deps)) {
        if (name.startsWith('@civicbrief/')) {
          if (node.missing || node.invalid || !node.version)
            fail(`npm ls: ${name} is ${node.missing ? 'missing' : 'invalid'}`, JSON.stringify(node, null, 1));
          found.set(name, node.version);
        }
        walk(node.dependencies);
      }
    };
    walk(tree.dependencies);
    const lock = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8'));
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!path.includes('node_modules/@civicbrief/')) continue;
      if (entry.resolved) {
        if (!entry.resolved.startsWith(url))
          fail(`${path} was not resolved from ${url}: ${entry.resolved}`, JSON.stringify(entry));
        continue;
      }
      // npm leaves `resolved` out of some lock entries (a tarball it already held); the bytes must then be the ones
      // this registry serves for that version.
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const served = registryManifest(`${name}@${entry.version}`, env).dist?.integrity;
      if (!served || served !== entry.integrity)
        fail(
          `${path}@${entry.version} is not the tarball ${url} serves (${served} vs ${entry.integrity})`,
          JSON.stringify(entry),
        );
    }
    const expected = new Set(wanted.map((w) => w.slice(0, w.lastIndexOf('@'))));
    for (const w of [...expected]) {
      const p = byPackage.get(w);
      for (const dep of Object.keys(p.manifest.dependencies ?? {}))
        if (dep.startsWith('@civicbrief/')) expected.add(dep);
    }
    for (let grew = true; grew;) {
      grew = false;
      for (const name of [...expected]) {
        for (const dep of Object.keys(byPackage.get(name).manifest.dependencies ?? {})) {
          if (dep.startsWith('@civicbrief/') && !expected.has(dep)) {
            expected.add(dep);
            grew = true;
          }
        }
      }
    }
    for (const name of expected)
      check(found.has(name), `npm install resolved ${name}@${found.get(name)} from the local registry`);
    // The packages are built after versioning, so each carries its new CHANGELOG.md.
    const shipped = join(consumer, 'node_modules/@civicbrief/contracts/CHANGELOG.md');
    check(
      existsSync(shipped) && readFileSync(shipped, 'utf8').includes('release e2e adds a contract'),
      `the published contracts@${after.contracts} ships its CHANGELOG.md with the feat`,
    );

    log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await stopVerdaccio(verdaccio);
    if (keep) log(`kept ${tmp} (RELEASE_E2E_KEEP=1)`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\n[release-e2e] FAILED: ${error.message}`);
  if (error.output) console.error(error.output.split('\n').slice(-80).join('\n'));
  process.exitCode = 1;
});
