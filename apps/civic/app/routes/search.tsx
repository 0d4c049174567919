import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SearchPage } from '../components/search/search-page';
import { searchPageData } from '../components/search/search-page.server';
import type { SearchPageData } from '../components/search/search-types';
import { CACHE, cacheHeaders } from '../lib/cache-policy.server';

/**
 * /search?q=&state=&city=&type=&from=&to=&page= (decision 035): every city's meeting summaries, agendas
 * and articles. A GET page: the URL is the search. Results are anonymous and the same for everyone, so they carry
 * the content pages' short shared caching; refused filters and failures are not kept.
 */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const answer = await searchPageData(request);
  if ('redirect' in answer) throw redirect(answer.redirect, { headers: cacheHeaders(CACHE.page) });
  const { data, status } = answer;
  return json(data, { status, headers: cacheHeaders(status === 200 ? CACHE.page : CACHE.noStore) });
};

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE.noStore,
});

export const meta = ({ data }: { data?: SearchPageData }) => [
  { title: data?.values.q ? `“${data.values.q}”: search | CivicBrief` : 'Search every city | CivicBrief' },
  {
    name: 'description',
    content: 'Search the meeting summaries, agendas and articles of every city CivicBrief covers.',
  },
  // Result pages are endless variations of the content pages, which are indexed themselves.
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchRoute() {
  return <SearchPage data={useLoaderData<typeof loader>() as SearchPageData} />;
}
