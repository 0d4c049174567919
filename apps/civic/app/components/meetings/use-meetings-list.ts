import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { MEETING_PAGE_PARAM, MEETING_YEAR_PARAM, type MeetingListItem, type MeetingsData, type MeetingsPage } from './meetings-data';

export interface MeetingsListState {
  year: number | null;
  items: MeetingListItem[];
  total: number;
  pages: number;
  error: string | null;
}

type Request = { mode: 'append' | 'replace'; year: number; page: number };

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
  if (request.mode === 'replace') return { year: page.year, items: page.items, total: page.total, pages: 1, error: null };
  return { ...state, items: [...state.items, ...page.items], total: page.total, pages: page.page, error: null };
}

/**
 * The meeting summaries list with JavaScript: year tabs and 'Show more' load one page from the meetings
 * resource route (`{city path}/meetings?year=&page=`) without reloading the page. The loader's data is
 * the starting point, and new loader data (a navigation) starts over from it.
 */
export function useMeetingsList(data: MeetingsData, cityPath: string) {
  const fetcher = useFetcher<MeetingsPage>();
  const [state, setState] = useState(() => fromData(data));
  const [base, setBase] = useState(data);
  const [pending, setPending] = useState<Request | null>(null);
  const [applied, setApplied] = useState<MeetingsPage | undefined>(undefined);
  const [failed, setFailed] = useState<Request | null>(null);
  if (base !== data) {
    setBase(data);
    setState(fromData(data));
  }
  // A page the fetcher brought back for the pending request: fold it in while rendering (no effect needed).
  const arrived = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (arrived && arrived !== applied && pending) {
    setApplied(arrived);
    setPending(null);
    setFailed(arrived.error === null ? null : pending);
    setState((previous) => applyPage(previous, pending, arrived));
  }

  const load = (request: Request) => {
    setPending(request);
    const params = new URLSearchParams({ [MEETING_YEAR_PARAM]: String(request.year), [MEETING_PAGE_PARAM]: String(request.page) });
    fetcher.load(`${cityPath}/meetings?${params.toString()}`);
  };
  const loading = fetcher.state !== 'idle' ? pending?.mode ?? null : null;

  return {
    state,
    /** 'replace' while a tab loads, 'append' while 'Show more' loads, else null. */
    loading,
    selectYear: (year: number) => load({ mode: 'replace', year, page: 1 }),
    showMore: () => state.year !== null && load({ mode: 'append', year: state.year, page: state.pages + 1 }),
    /** Runs the request that failed again, or reloads the loader's starting point. */
    retry: () => (failed ? load(failed) : state.year !== null && load({ mode: 'replace', year: state.year, page: 1 })),
  };
}
