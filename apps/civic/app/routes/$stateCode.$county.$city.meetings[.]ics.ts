import type { LoaderFunctionArgs } from '@remix-run/node';
import { calendarResponse, requireFeedCity } from '../components/feeds/feed-routes.server';

/** GET /{state-code}/{county}/{city}/meetings.ics: the city's meetings as an iCalendar to subscribe to (webcal:) or download. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  calendarResponse(request, requireFeedCity(params, 'calendar'));
