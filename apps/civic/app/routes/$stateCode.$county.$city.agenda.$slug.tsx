import type { LoaderFunctionArgs } from '@remix-run/node';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { MeetingPage, meetingMeta } from '../components/meetings/meeting-page';
import { loadMeetingPage } from '../components/meetings/meeting-page.server';

export const headers = loaderCacheHeaders;

/** '{city path}/agenda/{slug}': city council and utilities commission agenda summaries (spec §2). */
export const loader = (args: LoaderFunctionArgs) => loadMeetingPage(args, 'agenda');

export const meta = meetingMeta;

export default MeetingPage;
