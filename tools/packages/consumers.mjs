#!/usr/bin/env node
// Decision 042: the published packages as a stranger gets them. Packs every built package, installs the tarballs
// (not the workspace) with React 18 and with React 19 into a copy of tools/packages/consumer, and there:
// runs a plain Node ESM script and a CommonJS one (require of ESM), type-checks under `nodenext` (strict, library types checked), and builds a
// Vite + React app with SSR (no ssr.noExternal), renders it in Node and checks its browser bundle.
// The Remix-bound packages (app-server, app-shell: Remix 2 takes React 18 only) join the React 18 consumer,
// with their own script and types; every other package is installed with both majors.
// Dependencies come from the npm registry (npm's cache first); nothing from the workspace's node_modules.
// Usage: node tools/packages/consumers.mjs [--react=18|19]   (after `nx run-many -t build -p tag:publish`)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { publishedPackages, root } from './published.mjs';

// Outside the repository, so that nothing resolves from the workspace's node_modules.
const work = join(tmpdir(), 'civicbrief-consumers');
const only = process.argv.find((arg) => arg.startsWith('--react='))?.slice('--react='.length);
const REACT = { 18: { react: '^18.3.1', types: '^18.3.0' }, 19: { react: '^19.0.0', types: '^19.0.0' } };

/**
 * What one import costs a consumer's browser bundle (esbuild, minified, gzip -9; the peers react, react-dom and
 * styled-components left out), with a ceiling a little above today's: a small thing stays small, and the cities
 * catalogue (13 KiB) comes only with the functions that search it. The README's table lists these figures.
 */
export const IMPORT_COSTS = [
  { name: 'stateCode', from: '@civicbrief/locations', ceiling: 1_000 },
  { name: 'searchCities', from: '@civicbrief/locations', ceiling: 7_000 },
  { name: 'NewsletterFormInput', from: '@civicbrief/contracts', ceiling: 10_000 },
  { name: 'Button', from: '@civicbrief/design-system', ceiling: 2_000 },
  { name: 'Card', from: '@civicbrief/design-system', ceiling: 2_500 },
  { name: 'createContentClient', from: '@civicbrief/content-client', ceiling: 14_000 },
  { name: 'createGatewayClient', from: '@civicbrief/gateway-client', ceiling: 18_000 },
  { name: 'createSubscriptionSurvey', from: '@civicbrief/surveys', ceiling: 500 },
  { name: 'SubscriptionSurvey', from: '@civicbrief/surveys', ceiling: 45_500 },
  { name: 'NewsletterForm', from: '@civicbrief/forms', ceiling: 75_000 },
];

function importCosts(cwd) {
  const over = [];
  for (const { name, from, ceiling } of IMPORT_COSTS) {
    writeFileSync(join(cwd, 'cost-entry.mjs'), `import { ${name} } from '${from}';\nconsole.log(${name});\n`);
    const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'].flatMap((peer) => [
      '--external:' + peer,
    ]);
    execFileSync(
      'npx',
      [
        '--no-install',
        'esbuild',
        'cost-entry.mjs',
        '--bundle',
        '--minify',
        '--format=esm',
        '--log-level=error',
        '--outfile=cost.js',
        ...peers,
      ],
      { cwd },
    );
    const bytes = gzipSync(readFileSync(join(cwd, 'cost.js')), { level: 9 }).length;
    console.log(
      `[consumers] import { ${name} } from '${from}': ${(bytes / 1024).toFixed(1)} KiB gzipped (ceiling ${(ceiling / 1024).toFixed(1)})`,
    );
    if (bytes > ceiling) over.push(`${name} from ${from}: ${bytes} bytes > ${ceiling}`);
  }
  if (over.length > 0) throw new Error(`imports over their ceiling:\n${over.join('\n')}`);
}

/** Whether a package's React peer range names this major (`^18.3.1 || ^19.0.0`); a package without React takes any. */
function acceptsReact(manifest, major) {
  const range = manifest.peerDependencies?.react;
  return (
    !range ||
    range.split('||').some((part) =>
      part
        .trim()
        .replace(/^[\^~>=]*/, '')
        .startsWith(`${major}.`),
    )
  );
}

function run(cwd, command, args) {
  const started = Date.now();
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
  });
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
  const ours = errors.filter(
    (line) => !line.startsWith('node_modules/') || line.startsWith('node_modules/@civicbrief/'),
  );
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
for (const { dir } of packages)
  execFileSync('npm', ['pack', '--silent', '--pack-destination', tarballs, dir], { cwd: root });

for (const major of only ? [only] : Object.keys(REACT)) {
  const versions = REACT[major];
  if (!versions) throw new Error(`no React ${major}: 18 or 19`);
  const app = join(work, `react-${major}`);
  cpSync(join(import.meta.dirname, 'consumer'), app, { recursive: true });
  const installed = packages.filter(({ manifest }) => acceptsReact(manifest, major));
  const withRemix = installed.some(({ manifest }) => manifest.name === '@civicbrief/app-server');
  const dependencies = Object.fromEntries(
    installed.map(({ manifest }) => [
      manifest.name,
      `file:${join(tarballs, `${manifest.name.slice(1).replace('/', '-')}-${manifest.version}.tgz`)}`,
    ]),
  );
  const tsconfig = JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8'));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({ ...tsconfig, files: withRemix ? ['types.ts', 'types-remix.ts'] : ['types.ts'] }, null, 2),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: `civicbrief-consumer-react-${major}`,
        private: true,
        type: 'module',
        dependencies: {
          ...dependencies,
          react: versions.react,
          'react-dom': versions.react,
          'styled-components': '^6.1.0',
        },
        devDependencies: {
          typescript: '^5.9.0',
          vite: '^6.4.0',
          '@types/node': '^20.0.0',
          '@types/react': versions.types,
          '@types/react-dom': versions.types,
        },
      },
      null,
      2,
    ),
  );
  console.log(`\n[consumers] React ${major}: ${app}`);
  run(app, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  run(app, 'node', ['node-esm.mjs']);
  run(app, 'node', ['node-cjs.cjs']);
  if (withRemix) run(app, 'node', ['node-remix.mjs']);
  typecheck(app);
  run(app, 'npx', ['--no-install', 'vite', 'build']);
  run(app, 'npx', ['--no-install', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']);
  run(app, 'node', ['ssr-check.mjs']);
  if (withRemix) importCosts(app);
}
console.log('\n[consumers] every consumer passed');
