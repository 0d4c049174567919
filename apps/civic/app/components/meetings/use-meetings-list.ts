import { messages } from '@civicbrief/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  MEETING_PAGE_PARAM,
  MEETING_YEAR_PARAM,
  type MeetingListItem,
  type MeetingsData,
  type MeetingsPage,
} from './meetings-data';

export interface MeetingsListState {
  year: number | null;
  items: MeetingListItem[];
  total: number;
  pages: number;
  error: string | null;
}

type Request = { mode: 'append' | 'replace'; year: number; page: number };

/** How long a year tab or 'Show more' waits for its page before it shows the error with a retry. */
export const MEETINGS_REQUEST_TIMEOUT_MS = 15_000;

const fromData = (data: MeetingsData): MeetingsListState => ({
  year: data.year,
  items: data.items,
  total: data.total,
  pages: data.pages,
  error: data.error,
});

/** Applies a fetched page: a tab change replaces the list, 'Show more' appends; a failure keeps what was shown. */
export function applyPage(state: MeetingsListState, request: Request, page: MeetingsPage): MeetingsListState {
  if (page.error !== null) return { ...state, year: request.year, error: page.error };
  if (request.mode === 'replace')
    return { year: page.year, items: page.items, total: page.total, pages: 1, error: null };
  return { ...state, items: [...state.items, ...page.items], total: page.total, pages: page.page, error: null };
}

const isMeetingsPage = (body: unknown): body is MeetingsPage =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as MeetingsPage).items) &&
  typeof (body as MeetingsPage).total === 'number' &&
  ((body as MeetingsPage).error === null || typeof (body as MeetingsPage).error === 'string');

/**
 * One page from the meetings resource route, or null when it did not come: the request failed, answered
 * something other than a page (a 500, a proxy's error page), took longer than `timeoutMs`, or `signal`
 * aborted it. Never throws, so a failure stays in the list and never reaches the page's error boundary.
 */
export async function requestMeetingsPage(
  url: string,
  signal?: AbortSignal,
  timeoutMs = MEETINGS_REQUEST_TIMEOUT_MS,
): Promise<MeetingsPage | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isMeetingsPage(body) ? body : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The meeting summaries list with JavaScript: year tabs and 'Show more' load one page from the meetings
 * resource route (`{city path}/meetings?year=&page=`) without reloading the page. The loader's data is
 * the starting point, and new loader data (a navigation) starts over from it. A page that does not come
 * (an error answer, no answer) becomes the spec's message with a retry in place of the list (spec §8); the
 * rest of the page stays. A newer request supersedes one still on its way.
 */
export function useMeetingsList(data: MeetingsData, cityPath: string) {
  const [state, setState] = useState(() => fromData(data));
  const [base, setBase] = useState(data);
  const [pending, setPending] = useState<Request | null>(null);
  const [failed, setFailed] = useState<Request | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  if (base !== data) {
    setBase(data);
    setState(fromData(data));
    setPending(null);
    setFailed(null);
  }
  // New loader data, or leaving the page: a page still on its way is not wanted any more.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [data],
  );

  const load = (request: Request) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(request);
    const params = new URLSearchParams({
      [MEETING_YEAR_PARAM]: String(request.year),
      [MEETING_PAGE_PARAM]: String(request.page),
    });
    void requestMeetingsPage(`${cityPath}/meetings?${params.toString()}`, controller.signal).then((answer) => {
      if (inFlight.current !== controller) return;
      inFlight.current = null;
      const page: MeetingsPage = answer ?? {
        year: request.year,
        page: request.page,
        items: [],
        total: 0,
        error: messages.meetingsLoadFailed,
      };
      setPending(null);
      setFailed(page.error === null ? null : request);
      setState((previous) => applyPage(previous, request, page));
    });
  };

  return {
    state,
    /** 'replace' while a tab loads, 'append' while 'Show more' loads, else null. */
    loading: pending?.mode ?? null,
    selectYear: (year: number) => load({ mode: 'replace', year, page: 1 }),
    showMore: () => state.year !== null && load({ mode: 'append', year: state.year, page: state.pages + 1 }),
    /** Runs the request that failed again, or reloads the loader's starting point. */
    retry: () => (failed ? load(failed) : state.year !== null && load({ mode: 'replace', year: state.year, page: 1 })),
  };
}
