import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedResponse, requireFeedState } from '../components/feeds/feed-routes.server';

/** GET /{state}/feed.atom (/california/feed.atom): the newest meeting summaries and agendas of the state's cities. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  feedResponse(request, requireFeedState(params), 'atom');
