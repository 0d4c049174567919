import { serveRemixBuild } from '@civicbrief/app-server';
import { ASSET_PREFIX } from './app/config';
import { SECRETS } from './app/secrets';

// Bundled to build/server.mjs, next to Remix's build/server and build/client.
await serveRemixBuild({
  name: 'ai-policy',
  defaultPort: 3003,
  assetPrefix: ASSET_PREFIX,
  secrets: SECRETS,
  serverUrl: import.meta.url,
});
