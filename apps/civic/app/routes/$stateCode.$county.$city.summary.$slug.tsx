import type { LoaderFunctionArgs } from '@remix-run/node';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { MeetingPage, meetingMeta } from '../components/meetings/meeting-page';
import { loadMeetingPage } from '../components/meetings/meeting-page.server';

export const headers = loaderCacheHeaders;

/** '{city path}/summary/{slug}': meeting summaries, planning agenda summaries and the yearly listings (spec §2). */
export const loader = (args: LoaderFunctionArgs) => loadMeetingPage(args, 'summary');

export const meta = meetingMeta;

export default MeetingPage;
