import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { contentCacheHeaders } from '../lib/cache-policy.server';
import { requireCity } from '../components/city/city-params';
import { fetchMeetingsPage, meetingsPageQueryOf } from '../components/meetings/meetings.server';
import { contentFor } from '../components/content/content.server';

/**
 * One page of a city's meeting summaries for a year (`?year=2025&page=2`), as JSON for the city page's
 * list when JavaScript runs (year tabs replace the list, 'Show more' appends). A content failure is a 200
 * carrying the spec's message, so the list shows its error state with a retry.
 */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const city = requireCity(params);
  const query = meetingsPageQueryOf(new URL(request.url));
  if (!query) throw new Response('A year is required', { status: 400 });
  const page = await fetchMeetingsPage(await contentFor(request), { citySlug: city.slug, ...query });
  return json(page, { headers: await contentCacheHeaders(request, { failed: page.error !== null }) });
};
