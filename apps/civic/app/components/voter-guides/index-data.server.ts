import { ContentError, type ContentClient } from '@civicbrief/content-client';
import { CONTENT_MAX_LIMIT, messages } from '@civicbrief/contracts';
import { RACE_PAGE_SIZE, VOTER_INDEXES, type VoterLevel } from './levels';
import { voterRaces, type RaceCard } from './races-query.server';

export interface VoterIndexData {
  level: VoterLevel;
  races: RaceCard[];
  total: number;
  /** How many 'Show more' steps are shown (?page=N), so the link works without JavaScript. */
  page: number;
  error: string | null;
}

const MAX_PAGE = Math.floor(CONTENT_MAX_LIMIT / RACE_PAGE_SIZE);

/** ?page=N as a whole number from 1 to the most the content API can answer; anything else is 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** A voter guide index: its race cards, newest first; a failed query becomes the spec's error state. */
export async function voterIndexData(content: ContentClient, level: VoterLevel, url: URL): Promise<VoterIndexData> {
  const page = pageParam(url);
  try {
    const { races, total } = await voterRaces(content, VOTER_INDEXES[level].slug, page * RACE_PAGE_SIZE);
    return { level, races, total, page, error: null };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { level, races: [], total: 0, page, error: messages.guideLoadFailed };
  }
}
