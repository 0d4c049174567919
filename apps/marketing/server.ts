import { exitWithoutSecrets, startAppServer } from '@civicbrief/app-server';
import type { ServerBuild } from '@remix-run/node';
import { fileURLToPath } from 'node:url';
import { ASSET_PREFIX } from './app/config';
import { SECRETS } from './app/secrets';

// Before the build loads (its modules read the secrets): in production, stop here without them.
exitWithoutSecrets('marketing', SECRETS);

// Bundled to build/server.mjs, next to Remix's build/server and build/client: paths are relative to it.
const build = (await import(new URL('./server/index.js', import.meta.url).href)) as ServerBuild;

await startAppServer({
  name: 'marketing',
  port: Number(process.env['PORT'] ?? 3002),
  host: process.env['HOST'],
  build,
  clientDir: fileURLToPath(new URL('./client', import.meta.url)),
  assetPrefix: ASSET_PREFIX,
});
