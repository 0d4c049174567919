import { toCsv } from '@civicbrief/locations';
import { CACHE } from '../lib/cache-policy.server';

/** GET /cities.csv: the cities catalogue (City, County, State), built from the locations lib. */
export const loader = () =>
  new Response(toCsv(), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': CACHE.daily },
  });
