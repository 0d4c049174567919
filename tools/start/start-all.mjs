#!/usr/bin/env node
// `npm start`: builds what is missing, starts the gateway and the three apps, waits until each answers,
// prints the one URL to open, and stops everything on Ctrl-C or when any process dies.
// `--cluster` (`npm run start:cluster`): the same set twice, as two machines would run it, on Debian's PostgreSQL
// and Redis (started if down): two gateways, two processes of each app (one beside each gateway).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeAppEnv, fakeProviderEnv, startFakeProviders } from './fake-providers.mjs';
import { clusterEnv } from './cluster-services.mjs';
import { describeServices, root } from './services.mjs';
import { waitForHttp } from './wait-for.mjs';

const envFile = resolve(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const cluster = process.argv.includes('--cluster');
if (cluster) Object.assign(process.env, await clusterEnv(process.env, root));

function describe(machine) {
  try {
    return describeServices(process.env, machine);
  } catch (error) {
    // e.g. an unreadable secrets file: say which, rather than a stack trace.
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
}

const machines = (cluster ? [0, 1] : [0]).map(describe);
const { apps, gateway, sharedEnv } = machines[0];
const children = new Map();
let stopping = false;

function build() {
  if (process.env.START_SKIP_BUILD === '1') return;
  console.log('[start] building what is missing (cached builds are reused)...');
  const projects = ['gateway', ...apps.map((a) => a.name)].join(',');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=static'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  if (result.status !== 0) {
    console.error('[start] the build failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
}

// The embedded database must not be open twice: seed before the gateway starts (a no-op when it has content).
function seedIfEmpty() {
  if (process.env.START_SKIP_SEED === '1') return;
  console.log('[start] seeding sample content if the database is empty...');
  const result = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'tools/tsconfig.json', 'tools/content/seed/index.ts', '--if-empty'],
    {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    },
  );
  if (result.status !== 0) {
    console.error('[start] seeding failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
}

function prefixLines(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

function launch(service, env, machineEnv) {
  if (!existsSync(service.entry)) {
    console.error(`[start] ${service.entry} is missing: run without START_SKIP_BUILD to build it.`);
    shutdown(1);
    return;
  }
  // A bigger young generation: server rendering makes many short-lived objects, and the default semi-space made
  // garbage collection ~9.5% of a city page's render (5.8% with 64 MB; decision 030).
  const child = spawn(process.execPath, ['--max-semi-space-size=64', service.entry], {
    cwd: root,
    env: { ...process.env, ...machineEnv, ...env, PORT: String(service.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(service.name, child.stdout, process.stdout);
  prefixLines(service.name, child.stderr, process.stderr);
  children.set(service.name, child);
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`[start] ${service.name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      shutdown(1);
    }
  });
}

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 8000);
  const done = () => {
    if (children.size > 0) return setTimeout(done, 100);
    clearTimeout(force);
    process.exit(code);
  };
  done();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

build();
seedIfEmpty();
// The apps are production builds: without NODE_ENV their server would render with React's development build
// (several times slower, decision 022). Their secrets come from sharedEnv, generated per data directory.
// START_PROVIDERS=fake (npm run start:offline): weather, schools and pets from tools/fake-providers on loopback.
const offline = process.env.START_PROVIDERS === 'fake' ? await startFakeProviders(children, () => shutdown(1)) : null;
for (const machine of machines) {
  for (const app of machine.apps)
    launch(
      app,
      { NODE_ENV: process.env.NODE_ENV || 'production', ...(offline ? fakeAppEnv() : {}) },
      machine.sharedEnv,
    );
  launch(machine.gateway, offline ? fakeProviderEnv(offline) : {}, machine.sharedEnv);
}
const all = machines.flatMap((machine) => [...machine.apps, machine.gateway]);
const ready = await Promise.all(
  all.map((s) => waitForHttp(s.readyUrl, { isAlive: () => children.has(s.name) }).then((ok) => [s, ok])),
);
const failed = ready.filter(([, ok]) => !ok).map(([s]) => s.name);
if (failed.length > 0) {
  console.error(`[start] did not answer in time: ${failed.join(', ')}`);
  shutdown(1);
} else if (!stopping) {
  console.log('');
  console.log(`  CivicBrief is running. Open http://localhost:${gateway.port}`);
  if (cluster)
    console.log(
      `  Cluster: a second gateway at http://localhost:${machines[1].gateway.port}, both on ${new URL(process.env.DATABASE_URL).host} and Redis ${new URL(process.env.REDIS_URL).host}`,
    );
  console.log('  Demo sign-in (preview mode): demo@civicbrief.example / civicbrief-demo');
  if (sharedEnv.PREVIEW_SECRET) {
    // The development secret of this data directory (see tools/start/secrets.mjs), not a fixed one.
    console.log(
      `  Preview mode and sign-in: http://localhost:${gateway.port}/preview?secret=${encodeURIComponent(sharedEnv.PREVIEW_SECRET)}&redirect=/login`,
    );
  }
  if (offline)
    console.log(
      `  Offline: weather, schools, pets, news, listings, Census figures and map tiles come from the fake providers at ${offline} (decisions 023-027).`,
    );
  console.log('  (Ctrl-C stops everything.)');
  console.log('');
}
