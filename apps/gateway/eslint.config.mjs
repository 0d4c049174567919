import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

/*
 * The gateway's layers (docs/decisions/015-gateway-layers.md), lowest first: config and db (the schema,
 * client and repositories live in @civicbrief/gateway-db) < http (shared utilities) < outbox engine and mail
 * transport < feature modules (accounts, alerts, content, intake, newsletter, providers, search, surveys) < plugins < routes < app.ts, server.ts
 * and the command-line entries in cli/. Code imports its own layer or lower ones, never a higher one.
 * Tests (*.spec.ts, src/test/) wire layers together on purpose and are not checked.
 */
const src = 'src';
const features = ['accounts', 'alerts', 'content', 'intake', 'newsletter', 'providers', 'search', 'surveys'].map(
  (name) => `${src}/${name}`,
);
const entries = [`${src}/app.ts`, `${src}/server.ts`, `${src}/cli`, `${src}/test`];
const above = (...dirs) => [...dirs, `${src}/plugins`, `${src}/routes`, ...entries];
const zone = (target, from, why) => ({
  target,
  from,
  message: `${why} (layer rule: docs/decisions/015-gateway-layers.md)`,
});

const zones = [
  zone(
    [`${src}/config`, `${src}/db`],
    above(`${src}/http`, `${src}/outbox`, `${src}/mail`, ...features),
    'config and db are the lowest layer',
  ),
  zone(`${src}/http`, above(`${src}/outbox`, `${src}/mail`, ...features), 'http/ holds shared utilities only'),
  zone(
    `${src}/page-cache`,
    above(`${src}/outbox`, `${src}/mail`, ...features),
    'the page cache knows no feature (decision 019)',
  ),
  zone(
    [`${src}/outbox`, `${src}/mail`],
    above(...features),
    'the outbox engine and mail transport know no feature: deliverers are injected',
  ),
  zone(features, above(), 'a feature module is used by plugins and routes, never the reverse'),
  // The newsletter builds on intake's people and provider messages; intake knows nothing of the newsletter.
  zone(
    [`${src}/accounts`, `${src}/content`, `${src}/intake`],
    `${src}/newsletter`,
    'only plugins and routes use the newsletter module',
  ),
  zone(`${src}/plugins`, [`${src}/routes`, ...entries], 'plugins sit below routes'),
  zone(`${src}/routes`, entries, 'routes sit below the app'),
];

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts', 'src/test/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  },
  // Server-only: the gateway's own schemas (provider answers, settings) use classic zod; what reaches the browser is
  // written with zod/mini in libs/contracts (decision 021).
  { rules: { 'no-restricted-imports': 'off' } },
];
