import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedResponse, requireFeedCity } from '../components/feeds/feed-routes.server';
import { cityScope } from '../components/feeds/feed-scope';

/** GET /{state-code}/{county}/{city}/feed.atom: the city's newest meeting summaries, agendas and newsletter issues (Atom 1.0). */
export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const city = requireFeedCity(params, 'atom');
  return feedResponse(request, cityScope(city), 'atom', city);
};
