import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StateIndex } from '../components/directory/state-index';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { loadStateIndex } from '../components/directory/state-index.server';
import { TitledPage } from '../components/sections/titled-page';

export const headers = loaderCacheHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => loadStateIndex(request, 'resources');

export const meta: MetaFunction = () => [
  { title: 'Resource sheets | CivicBrief' },
  { name: 'description', content: 'Practical resource sheets for residents of every city CivicBrief covers, by state and city.' },
];

export default function ResourcesIndex() {
  const data = useLoaderData<typeof loader>();
  return (
    <TitledPage
      title="Resource sheets"
      lead="Practical how-tos for residents, grouped by state and city."
    >
      <StateIndex groups={data.groups} error={data.error} layout="pages" />
    </TitledPage>
  );
}
