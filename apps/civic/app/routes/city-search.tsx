import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CitySearchResults, citySearchData } from '../components/city-search/city-search-page';
import { CitySearch } from '../components/city-search';
import { CACHE, cacheHeaders } from '../lib/cache-policy.server';
import { TitledPage } from '../components/sections/titled-page';

/**
 * /city-search?q=: the city search without JavaScript (the search form's GET target), listing up to 5
 * California matches. The same loader answers `useFetcher().load('/city-search?q=…')` with JSON
 * ({ query, results }), so it is the search's resource route too.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  json(citySearchData(new URL(request.url)), {
    headers: cacheHeaders(CACHE.citySearch),
  });

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE.noStore,
});

export const meta = ({ data }: { data?: ReturnType<typeof citySearchData> }) => [
  { title: data?.query ? `Cities matching “${data.query}” | CivicBrief` : 'Find your city | CivicBrief' },
  { name: 'description', content: 'Find the California cities whose public meetings CivicBrief summarizes.' },
];

export default function CitySearchPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <TitledPage
      title="Find your city"
      lead="Search the California cities whose council and commission meetings CivicBrief summarizes."
    >
      <CitySearch />
      {data.query && <CitySearchResults query={data.query} results={data.results} />}
    </TitledPage>
  );
}
