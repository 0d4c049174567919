import {
  ContentError,
  renderMarkdown,
  type ContentClient,
  type ContentPage,
  type TocGroup,
} from '@civicbrief/content-client';
import { messages } from '@civicbrief/contracts';
import { candidateName, isSlugSegment, VOTER_INDEXES, type VoterLevel } from './levels';
import { guideHeadingsUnder } from './guide-html';

export type RaceMode = 'standalone' | 'single';

export interface CandidateOption {
  slug: string;
  name: string;
}

export interface CandidateGuide {
  slug: string;
  name: string;
  title: string;
  description: string | null;
  /** Sanitized by renderMarkdown; the guide's h5/h6 are shown as h3/h4 under the page's outline. */
  html: string;
  toc: TocGroup[];
  /** The candidate's single-guide page, '/{index}/{race}/{candidate}'. */
  path: string;
}

export interface RaceData {
  level: VoterLevel;
  mode: RaceMode;
  race: { slug: string; title: string; description: string | null; path: string } | null;
  candidates: CandidateOption[];
  selected: string | null;
  guide: CandidateGuide | null;
  /** The race or its candidate list could not be read: spec §8 'Oops! We're having trouble fetching the information.' */
  error: string | null;
  /** The chosen candidate's guide could not be read (spec §8 message). */
  guideError: string | null;
}

const notFound = () => new Response('Not Found', { status: 404 });

function toGuide(page: ContentPage, candidateSlug: string): CandidateGuide {
  const rendered = renderMarkdown(page.markdown ?? '');
  return {
    slug: candidateSlug,
    name: candidateName(page.title),
    title: page.title,
    description: page.description,
    html: guideHeadingsUnder(rendered.html),
    toc: rendered.toc,
    path: `/${page.slug}`,
  };
}

/** Candidates are the guides one level below the race: '{race}/{candidate}'; alphabetical, so no one is favoured. */
function candidatesOf(raceSlug: string, items: { slug: string; title: string }[]): CandidateOption[] {
  return items
    .filter((item) => item.slug.startsWith(`${raceSlug}/`) && isSlugSegment(item.slug.slice(raceSlug.length + 1)))
    .map((item) => ({ slug: item.slug.slice(raceSlug.length + 1), name: candidateName(item.title) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * A content read that may fail: a content failure becomes the spec's voter guide message (§8), whatever the
 * client's own message is (a page read says 'Something went wrong').
 */
async function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: string }> {
  try {
    return { value: await promise };
  } catch (error) {
    if (error instanceof ContentError) return { error: messages.guideLoadFailed };
    throw error;
  }
}

/**
 * A race page (standalone: the candidate comes from ?candidate=) or a candidate's single-guide page (the
 * candidate comes from the path). Unknown races, and unknown candidates in a path, are 404s.
 */
export async function raceData(
  content: ContentClient,
  level: VoterLevel,
  raceSegment: string,
  mode: RaceMode,
  candidate: string | null,
): Promise<RaceData> {
  const raceSlug = `${VOTER_INDEXES[level].slug}/${raceSegment}`;
  const wanted = isSlugSegment(candidate) ? candidate : null;
  if (mode === 'single' && !wanted) throw notFound();
  const [racePage, guides, guidePage] = await Promise.all([
    settle(content.pageBySlug(raceSlug)),
    settle(content.voterGuides({ voterSlug: raceSlug, excludeSlugs: [raceSlug] })),
    wanted ? settle(content.pageBySlug(`${raceSlug}/${wanted}`)) : Promise.resolve(null),
  ]);
  if ('value' in racePage && !racePage.value) throw notFound();
  if (mode === 'single' && guidePage && 'value' in guidePage && !guidePage.value) throw notFound();

  const base: RaceData = {
    level,
    mode,
    race: null,
    candidates: [],
    selected: null,
    guide: null,
    error: null,
    guideError: null,
  };
  if ('error' in racePage || 'error' in guides) {
    return { ...base, error: 'error' in racePage ? racePage.error : (guides as { error: string }).error };
  }
  const page = racePage.value as ContentPage;
  const candidates = candidatesOf(raceSlug, guides.value);
  const race = { slug: page.slug, title: page.title, description: page.description, path: `/${page.slug}` };
  // A ?candidate= that is not in this race selects nobody; a path to one was answered with a 404 above.
  const selected = wanted && (mode === 'single' || candidates.some((option) => option.slug === wanted)) ? wanted : null;
  if (!selected || !guidePage) return { ...base, race, candidates };
  if ('error' in guidePage) return { ...base, race, candidates, selected, guideError: guidePage.error };
  if (!guidePage.value) return { ...base, race, candidates };
  return { ...base, race, candidates, selected, guide: toGuide(guidePage.value, selected) };
}
