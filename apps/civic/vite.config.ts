// Vite bundles this file before any path alias applies, so the shared factory is reached by its path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { appViteConfig } from '../../libs/app-shell/src/vite';
import { ASSET_PREFIX } from './app/config';
import { electionRoutes } from './app/components/voter-guides/election-routes';

export default appViteConfig({ assetPrefix: ASSET_PREFIX, routes: electionRoutes });
