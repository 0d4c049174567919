import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadRace } from '../components/voter-guides/loaders.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { RacePage, raceMeta } from '../components/voter-guides/race-page';

/** A candidate's single guide: /county-level-elections/{name}-race/{candidate}. */
export const loader = (args: LoaderFunctionArgs) => loadRace(args, 'county', 'single');
export const headers = loaderCacheHeaders;
export const meta = raceMeta;
export default RacePage;
