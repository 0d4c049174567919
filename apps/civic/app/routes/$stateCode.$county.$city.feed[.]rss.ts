import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedResponse, requireFeedCity } from '../components/feeds/feed-routes.server';
import { cityScope } from '../components/feeds/feed-scope';

/** GET /{state-code}/{county}/{city}/feed.rss: the city's feed as RSS 2.0. */
export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const city = requireFeedCity(params, 'rss');
  return feedResponse(request, cityScope(city), 'rss', city);
};
