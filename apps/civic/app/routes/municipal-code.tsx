import type { LoaderFunctionArgs } from '@remix-run/node';
import { StateIndexPage } from '../components/directory/state-index';
import { loadStateIndex } from '../components/directory/state-index.server';
import { pageMeta } from '../components/sections/page-meta';
import { loaderCacheHeaders } from '../lib/cache-policy.server';

export const headers = loaderCacheHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => loadStateIndex(request, 'municipal-code');

export const meta = () =>
  pageMeta('Municipal code', 'The municipal code of every city CivicBrief covers, grouped by state.');

export default function MunicipalCodeIndex() {
  return (
    <StateIndexPage
      title="Municipal code"
      lead="The local laws of every city we cover, grouped by state. Pick a city to read its municipal code."
      layout="cities"
    />
  );
}
