import type { LoaderFunctionArgs } from '@remix-run/node';
import { loaderCacheHeaders } from '../../lib/cache-policy.server';
import { levelOf } from './election-routes';
import { loadRace } from './loaders.server';
import { RacePage, raceMeta } from './race-page';
export { clientLoader } from './race-client-loader';

/**
 * A race page, /{level index}/{name}-race?candidate={slug}, and a candidate's single guide,
 * /{level index}/{name}-race/{candidate} (routes in election-routes.ts).
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadRace(args, levelOf(args.request), args.params['candidate'] === undefined ? 'standalone' : 'single');
export const headers = loaderCacheHeaders;
export const meta = raceMeta;
export default RacePage;
