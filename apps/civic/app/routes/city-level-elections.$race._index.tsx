import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadRace } from '../components/voter-guides/loaders.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { RacePage, raceMeta } from '../components/voter-guides/race-page';

/** A race page: /city-level-elections/{name}-race?candidate={slug}. */
export const loader = (args: LoaderFunctionArgs) => loadRace(args, 'city', 'standalone');
export const headers = loaderCacheHeaders;
export const meta = raceMeta;
export default RacePage;
