import type { LoaderFunctionArgs } from '@remix-run/node';
import { loaderCacheHeaders } from '../../lib/cache-policy.server';
import { levelOf } from './election-routes';
import { loadVoterIndex } from './loaders.server';
import { VoterIndexPage, voterIndexMeta } from './voter-index-page';

/** A voter guide index: /presidential-election, /state-level-elections ... (routes in election-routes.ts). */
export const loader = (args: LoaderFunctionArgs) => loadVoterIndex(args, levelOf(args.request));
export const headers = loaderCacheHeaders;
export const meta = voterIndexMeta;
export default VoterIndexPage;
