// The processes `npm start` runs: the gateway (front door) and the three Remix apps. `npm run start:cluster` runs
// that set twice (two "machines" on one host, the second's ports 100 higher) on one PostgreSQL and one Redis.
import { resolve } from 'node:path';
import { startSecrets } from './secrets.mjs';

export const root = resolve(import.meta.dirname, '../..');

/** The gap between the ports of one machine of the cluster and the next. */
export const MACHINE_PORT_STEP = 100;

/**
 * Reads ports from the environment (all overridable) and describes each process of machine `machine` (0: the only
 * one of `npm start`, or the first of the cluster): names get a `-2` suffix on the second, ports move up by 100.
 */
export function describeServices(env = process.env, machine = 0) {
  const offset = machine * MACHINE_PORT_STEP;
  const suffix = machine === 0 ? '' : `-${machine + 1}`;
  const port = (name, fallback) => Number(env[name] || fallback) + offset;
  const gatewayPort = port('PORT', 3000);
  const apps = [
    { name: 'civic', port: port('CIVIC_PORT', 3001) },
    { name: 'marketing', port: port('MARKETING_PORT', 3002) },
    { name: 'ai-policy', port: port('AI_POLICY_PORT', 3003) },
  ].map((app) => ({
    ...app,
    name: app.name + suffix,
    entry: resolve(root, `apps/${app.name}/build/server.mjs`),
    // Any answer below 500 means the app is serving (its root path may be another app's page: 404 is fine).
    readyUrl: `http://127.0.0.1:${app.port}/`,
    urlVariable: `${app.name.toUpperCase().replace('-', '_')}_URL`,
  }));
  const gateway = {
    name: `gateway${suffix}`,
    port: gatewayPort,
    entry: resolve(root, 'dist/apps/gateway/main.mjs'),
    readyUrl: `http://127.0.0.1:${gatewayPort}/readyz`,
  };
  const appUrls = Object.fromEntries(apps.map((a) => [a.urlVariable, `http://127.0.0.1:${a.port}`]));
  // On a machine of its own, a gateway and its apps reach each other; the origin is the one the visitor opened.
  const own = machine === 0 ? env : {};
  return {
    apps,
    gateway,
    sharedEnv: {
      GATEWAY_URL: own.GATEWAY_URL || `http://127.0.0.1:${gatewayPort}`,
      SITE_ORIGIN: own.SITE_ORIGIN || `http://localhost:${gatewayPort}`,
      ...appUrls,
      // Generated once per data directory unless set (secrets.mjs), so every machine of the cluster has the same.
      ...startSecrets(env, root),
    },
  };
}
