import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import type { RaceMode } from './race-data.server';
import type { VoterLevel } from './levels';
import { VOTER_INDEXES } from './levels';
import type { RacePageData } from './race-page';

/**
 * What the race page gets when the browser's data request for it failed (no answer, a 500, something that
 * is not the page's data): the page shows the spec's message with a retry where the guide goes, keeping
 * the race and its candidates it already shows, instead of the whole-page error.
 */
export interface RaceLoadFailure {
  loadFailed: true;
  level: VoterLevel;
  mode: RaceMode;
  /** '/{index}/{race}' the request was for. */
  racePath: string;
  /** The candidate asked for, if any. */
  selected: string | null;
}

export const isRaceLoadFailure = (data: RacePageData | RaceLoadFailure): data is RaceLoadFailure =>
  'loadFailed' in data;

const isRacePageData = (data: unknown): data is RacePageData =>
  typeof data === 'object' && data !== null && 'level' in data && Array.isArray((data as RacePageData).candidates);

/** The failure marker for a request to a race or candidate page. */
export function raceLoadFailure(url: URL): RaceLoadFailure {
  const [, index = '', race = '', candidate] = url.pathname.split('/');
  const level =
    (Object.keys(VOTER_INDEXES) as VoterLevel[]).find((key) => VOTER_INDEXES[key].slug === index) ?? 'presidential';
  return {
    loadFailed: true,
    level,
    mode: candidate ? 'single' : 'standalone',
    racePath: `/${index}/${race}`,
    selected: candidate ? decodeURIComponent(candidate) : url.searchParams.get('candidate') || null,
  };
}

/**
 * Client navigations to a race or candidate page (picking a candidate): the server's data, or, when the
 * request fails, a RaceLoadFailure the page shows in place. Responses the server threw on purpose (a 404
 * for an unknown candidate, a redirect) keep their meaning.
 */
export async function clientLoader({
  request,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<RacePageData | RaceLoadFailure> {
  try {
    const data = await serverLoader<RacePageData>();
    if (isRacePageData(data)) return data;
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return raceLoadFailure(new URL(request.url));
}
