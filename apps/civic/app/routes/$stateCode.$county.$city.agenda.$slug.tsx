import type { LoaderFunctionArgs } from '@remix-run/node';
import { cacheControlHeaders } from '../components/city/cache-control.server';
import { MeetingPage, meetingMeta } from '../components/meetings/meeting-page';
import { loadMeetingPage } from '../components/meetings/meeting-page.server';

export const headers = cacheControlHeaders;

/** '{city path}/agenda/{slug}': city council and utilities commission agenda summaries (spec §2). */
export const loader = (args: LoaderFunctionArgs) => loadMeetingPage(args, 'agenda');

export const meta = meetingMeta;

export default MeetingPage;
