import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedResponse, requireFeedState } from '../components/feeds/feed-routes.server';

/** GET /{state}/feed.rss: the state's feed as RSS 2.0. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  feedResponse(request, requireFeedState(params), 'rss');
