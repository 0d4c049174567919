// The processes `npm start` runs: the gateway (front door) and the three Remix apps.
import { resolve } from 'node:path';
import { startSecrets } from './secrets.mjs';

export const root = resolve(import.meta.dirname, '../..');

/** Reads ports from the environment (all overridable) and describes each process. */
export function describeServices(env = process.env) {
  const port = (name, fallback) => Number(env[name] || fallback);
  const gatewayPort = port('PORT', 3000);
  const apps = [
    { name: 'civic', port: port('CIVIC_PORT', 3001) },
    { name: 'marketing', port: port('MARKETING_PORT', 3002) },
    { name: 'ai-policy', port: port('AI_POLICY_PORT', 3003) },
  ].map((app) => ({
    ...app,
    entry: resolve(root, `apps/${app.name}/build/server.mjs`),
    // Any answer below 500 means the app is serving (its root path may be another app's page: 404 is fine).
    readyUrl: `http://127.0.0.1:${app.port}/`,
  }));
  const gateway = {
    name: 'gateway',
    port: gatewayPort,
    entry: resolve(root, 'dist/apps/gateway/main.mjs'),
    readyUrl: `http://127.0.0.1:${gatewayPort}/readyz`,
  };
  const appUrls = Object.fromEntries(
    apps.map((a) => [`${a.name.toUpperCase().replace('-', '_')}_URL`, `http://127.0.0.1:${a.port}`]),
  );
  return {
    apps,
    gateway,
    sharedEnv: {
      GATEWAY_URL: env.GATEWAY_URL || `http://127.0.0.1:${gatewayPort}`,
      SITE_ORIGIN: env.SITE_ORIGIN || `http://localhost:${gatewayPort}`,
      ...appUrls,
      // Generated once per data directory unless set (secrets.mjs); start-all prints the preview link with PREVIEW_SECRET.
      ...startSecrets(env, root),
    },
  };
}
