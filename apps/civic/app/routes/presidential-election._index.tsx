import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadVoterIndex } from '../components/voter-guides/loaders.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { VoterIndexPage, voterIndexMeta } from '../components/voter-guides/voter-index-page';

export const loader = (args: LoaderFunctionArgs) => loadVoterIndex(args, 'presidential');
export const headers = loaderCacheHeaders;
export const meta = voterIndexMeta;
export default VoterIndexPage;
