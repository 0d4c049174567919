import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedResponse } from '../components/feeds/feed-routes.server';
import { ALL_CITIES_SCOPE } from '../components/feeds/feed-scope';

/** GET /feed.atom: the newest meeting summaries and agendas of every city (Atom 1.0). */
export const loader = ({ request }: LoaderFunctionArgs) => feedResponse(request, ALL_CITIES_SCOPE, 'atom');
