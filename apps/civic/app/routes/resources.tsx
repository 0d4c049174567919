import type { LoaderFunctionArgs } from '@remix-run/node';
import { StateIndexPage } from '../components/directory/state-index';
import { loadStateIndex } from '../components/directory/state-index.server';
import { pageMeta } from '../components/sections/page-meta';
import { loaderCacheHeaders } from '../lib/cache-policy.server';

export const headers = loaderCacheHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => loadStateIndex(request, 'resources');

export const meta = () =>
  pageMeta(
    'Resource sheets',
    'Practical resource sheets for residents of every city CivicBrief covers, by state and city.',
  );

export default function ResourcesIndex() {
  return (
    <StateIndexPage
      title="Resource sheets"
      lead="Practical how-tos for residents, grouped by state and city."
      layout="pages"
    />
  );
}
