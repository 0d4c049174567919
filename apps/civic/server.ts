import { serveRemixBuild } from '@civicbrief/app-server';
import { ASSET_PREFIX } from './app/config';
import { SECRETS } from './app/secrets';
import { readMapSettings } from './app/components/city-map/map-settings.server';

// A bad map setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION_URL) stops the app here instead of failing every city page.
readMapSettings();

// Bundled to build/server.mjs, next to Remix's build/server and build/client.
await serveRemixBuild({
  name: 'civic',
  defaultPort: 3001,
  assetPrefix: ASSET_PREFIX,
  secrets: SECRETS,
  serverUrl: import.meta.url,
});
