import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadVoterIndex, voterHeaders } from '../components/voter-guides/loaders.server';
import { VoterIndexPage, voterIndexMeta } from '../components/voter-guides/voter-index-page';

export const loader = (args: LoaderFunctionArgs) => loadVoterIndex(args, 'presidential');
export const headers = voterHeaders;
export const meta = voterIndexMeta;
export default VoterIndexPage;
