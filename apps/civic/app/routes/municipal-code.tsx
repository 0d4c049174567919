import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StateIndex } from '../components/directory/state-index';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { loadStateIndex } from '../components/directory/state-index.server';
import { TitledPage } from '../components/sections/titled-page';

export const headers = loaderCacheHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => loadStateIndex(request, 'municipal-code');

export const meta: MetaFunction = () => [
  { title: 'Municipal code | CivicBrief' },
  { name: 'description', content: 'The municipal code of every city CivicBrief covers, grouped by state.' },
];

export default function MunicipalCodeIndex() {
  const data = useLoaderData<typeof loader>();
  return (
    <TitledPage
      title="Municipal code"
      lead="The local laws of every city we cover, grouped by state. Pick a city to read its municipal code."
    >
      <StateIndex groups={data.groups} error={data.error} layout="cities" />
    </TitledPage>
  );
}
